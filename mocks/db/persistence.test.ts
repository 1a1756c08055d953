import { attachFileStore, createMemoryFileStore } from './file-store';
import { hashPassword } from './passwords';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSnapshot } from '../seed';
import {
  PersistenceError,
  REVISION_KEY,
  SCHEMA_VERSION,
  STORAGE_KEY,
  commitWrites,
  createMemoryStorage,
  lastPersistenceFailure,
  mergeSnapshots,
  onPersistenceFailure,
  syncFromStorage,
  db,
  findUserByEmail,
  loadDatabase,
  nextId,
  resetDatabase,
  restoreSnapshot,
  saveDatabase,
  snapshotDatabase,
} from './index';

/** Users are stored with a hashed password (passwords.ts); tests hash once. */
const TEST_PASSWORD_HASH = await hashPassword('Secret123!');

const newUser = (email: string) => ({
  id: nextId(db.users),
  email,
  password: TEST_PASSWORD_HASH,
  firstName: 'Inès',
  lastName: 'Garnier',
});

/** Lets the automatic save's timer run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function stored(storage: Storage): { version: number; data: typeof seedSnapshot } {
  return JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
}

describe('loading', () => {
  afterEach(async () => {
    await loadDatabase(); // detach the storage so other tests stay in memory
  });

  it('loads the seed when no storage is given', async () => {
    await expect(loadDatabase()).resolves.toEqual({ source: 'seed', reason: 'no-storage' });
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });

  it('lets the browser paint and handle input while it fills the store, and fills it whole', async () => {
    // Chromium's scheduler.yield(); without it (Node, other browsers) the fill runs in one go.
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    let now = 0;
    // Each record takes 1 ms: a yield is due after every 8 records (FILL_SLICE_MS).
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now++);
    try {
      await loadDatabase();
    } finally {
      clock.mockRestore();
      vi.unstubAllGlobals();
    }
    expect(yields.mock.calls.length).toBeGreaterThan(10);
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });

  it('loads the seed into an empty storage and saves it there', async () => {
    const storage = createMemoryStorage();
    await expect(loadDatabase({ storage })).resolves.toEqual({ source: 'seed', reason: 'empty' });
    expect(stored(storage)).toMatchObject({ version: SCHEMA_VERSION, data: seedSnapshot });
  });

  it('keeps a write across a simulated reload (explicit save)', async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    await db.users.create(newUser('ines.garnier@exemple.fr'));
    expect(saveDatabase()).toBe(true);

    await loadDatabase(); // the "reload": memory is replaced...
    expect(findUserByEmail('ines.garnier@exemple.fr')).toBeUndefined();
    await expect(loadDatabase({ storage })).resolves.toEqual({ source: 'storage' }); // ...and restored from storage
    expect(findUserByEmail('ines.garnier@exemple.fr')).toMatchObject({ firstName: 'Inès' });
  });

  it('saves writes automatically, updates and deletes included', async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    const claire = findUserByEmail('claire.martin@verdance.fr');
    if (!claire) throw new Error('seed persona missing');

    await db.users.create(newUser('auto@exemple.fr'));
    await db.users.update(claire, {
      data(user) {
        user.position = 'Présidente';
      },
    });
    db.chatMessages.delete((q) => q.where({ id: 1 }));
    await tick();

    await loadDatabase({ storage });
    expect(findUserByEmail('auto@exemple.fr')).toBeDefined();
    expect(findUserByEmail('claire.martin@verdance.fr')?.position).toBe('Présidente');
    expect(db.chatMessages.findFirst((q) => q.where({ id: 1 }))).toBeUndefined();
  });

  it('works with the browser localStorage too', async () => {
    if (typeof localStorage === 'undefined') return; // only under jsdom
    localStorage.clear();
    await loadDatabase({ storage: localStorage });
    await db.users.create(newUser('jsdom@exemple.fr'));
    await tick();
    await expect(loadDatabase({ storage: localStorage })).resolves.toEqual({ source: 'storage' });
    expect(findUserByEmail('jsdom@exemple.fr')).toBeDefined();
    localStorage.clear();
  });

  it('replaces a snapshot of another schema version by the seed', async () => {
    const data = structuredClone(seedSnapshot);
    data.users = data.users.slice(0, 1);
    const storage = createMemoryStorage({ [STORAGE_KEY]: JSON.stringify({ version: SCHEMA_VERSION + 1, data }) });

    await expect(loadDatabase({ storage })).resolves.toEqual({ source: 'seed', reason: 'stale-version' });
    expect(db.users.count()).toBe(seedSnapshot.users.length);
    expect(stored(storage).version).toBe(SCHEMA_VERSION);
    expect(stored(storage).data.users).toHaveLength(seedSnapshot.users.length);
  });

  it.each([
    ['unparsable JSON', '{"version": 1, "data": {'],
    ['not an object', '42'],
    ['no version', JSON.stringify({ data: {} })],
    ['a missing collection', JSON.stringify({ version: SCHEMA_VERSION, data: { users: [] } })],
    [
      'a record that fails its schema',
      JSON.stringify({
        version: SCHEMA_VERSION,
        data: { ...seedSnapshot, users: [{ ...seedSnapshot.users[0], accountStatus: 'BANNED' }] },
      }),
    ],
    [
      'two users with one e-mail',
      JSON.stringify({
        version: SCHEMA_VERSION,
        data: { ...seedSnapshot, users: [seedSnapshot.users[0], { ...seedSnapshot.users[0], id: 999 }] },
      }),
    ],
  ])('replaces a corrupt snapshot (%s) by the seed, without throwing', async (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createMemoryStorage({ [STORAGE_KEY]: raw });

    await expect(loadDatabase({ storage })).resolves.toEqual({ source: 'seed', reason: 'corrupt' });
    expect(snapshotDatabase()).toEqual(seedSnapshot);
    expect(stored(storage).data).toEqual(seedSnapshot);
    warn.mockRestore();
    error.mockRestore();
  });

  it('survives a storage that throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: Storage = {
      ...createMemoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(loadDatabase({ storage: broken })).resolves.toEqual({ source: 'seed', reason: 'unreadable' });
    expect(db.users.count()).toBe(seedSnapshot.users.length);
    expect(saveDatabase()).toBe(false);
    warn.mockRestore();
  });
});

describe('reset and snapshots', () => {
  beforeEach(() => resetDatabase());

  it('reset restores the seed after writes', async () => {
    await db.users.create(newUser('temp@exemple.fr'));
    await db.companies.update((q) => q.where({ domain: 'verdance.fr' }), {
      data(company) {
        company.name = 'Autre nom';
      },
    });
    db.solutions.deleteMany((q) => q.where({ status: 'validated' }));

    await resetDatabase();
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });

  it('never writes into the seed itself', async () => {
    await db.companies.update((q) => q.where({ domain: 'verdance.fr' }), {
      data(company) {
        company.employeesNumber = 1;
      },
    });
    expect(seedSnapshot.companies.find((company) => company.domain === 'verdance.fr')?.employeesNumber).toBe(48);
    expect(Object.isFrozen(seedSnapshot.companies[0])).toBe(true);
  });

  it('restores a snapshot taken earlier', async () => {
    await db.users.create(newUser('kept@exemple.fr'));
    const snapshot = snapshotDatabase();
    await db.users.create(newUser('dropped@exemple.fr'));

    await restoreSnapshot(snapshot);
    expect(findUserByEmail('kept@exemple.fr')).toBeDefined();
    expect(findUserByEmail('dropped@exemple.fr')).toBeUndefined();
    expect(snapshotDatabase()).toEqual(snapshot);
  });

  it('a snapshot is a plain copy, detached from the store', async () => {
    const snapshot = snapshotDatabase();
    const first = snapshot.users[0];
    if (!first) throw new Error('seed has no users');
    first.firstName = 'Changé';
    expect(db.users.findFirst((q) => q.where({ id: first.id }))?.firstName).not.toBe('Changé');
    expect(Object.getOwnPropertySymbols(first)).toEqual([]);
  });

  it('resets are cheap enough to run before every test', async () => {
    const started = performance.now();
    await resetDatabase();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('serialises concurrent resets', async () => {
    await Promise.all([resetDatabase(), resetDatabase(), resetDatabase()]);
    expect(db.users.count()).toBe(seedSnapshot.users.length);
  });
});

describe('two tabs and a full storage (issue 11)', () => {
  afterEach(async () => {
    await loadDatabase(); // detach
  });

  /** What another tab does when it saves: the whole snapshot and a new revision. */
  function saveFromAnotherTab(storage: Storage, mutate: (data: typeof seedSnapshot) => typeof seedSnapshot): void {
    const current = stored(storage);
    const data = mutate(structuredClone(current.data));
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...current, data, revision: 'other-tab' }));
    storage.setItem(REVISION_KEY, 'other-tab');
  }

  const withUser = (email: string, id: number) => (data: typeof seedSnapshot) => ({
    ...data,
    users: [...data.users, { ...data.users[0]!, id, email }],
  });

  it("loads another tab's save before answering", async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    saveFromAnotherTab(storage, withUser('onglet.b@exemple.fr', 500));
    expect(findUserByEmail('onglet.b@exemple.fr')).toBeUndefined();
    await syncFromStorage();
    expect(findUserByEmail('onglet.b@exemple.fr')).toBeDefined();
  });

  it('merges record by record when both tabs wrote: neither write is lost', async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    saveFromAnotherTab(storage, withUser('onglet.b@exemple.fr', 500));
    await db.users.create({ ...newUser('onglet.a@exemple.fr'), id: 501 });
    expect(saveDatabase()).toBe(true);

    const emails = stored(storage).data.users.map((user) => user.email);
    expect(emails).toContain('onglet.a@exemple.fr');
    expect(emails).toContain('onglet.b@exemple.fr');
    await loadDatabase({ storage });
    expect(findUserByEmail('onglet.a@exemple.fr')).toBeDefined();
    expect(findUserByEmail('onglet.b@exemple.fr')).toBeDefined();
  });

  it('keeps a deletion of one tab and an edit of the other', () => {
    const base = structuredClone(seedSnapshot);
    const ours = { ...structuredClone(base), users: base.users.slice(1) };
    const theirs = structuredClone(base);
    theirs.users[1] = { ...theirs.users[1]!, firstName: 'Modifié' };
    const merged = mergeSnapshots(base, ours, theirs);
    expect(merged.users.find((user) => user.id === base.users[0]!.id)).toBeUndefined();
    expect(merged.users.find((user) => user.id === base.users[1]!.id)?.firstName).toBe('Modifié');
  });

  it('fails a write that the storage refuses, reverts it in memory and tells the listeners', async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    const failures = vi.fn();
    const stop = onPersistenceFailure(failures);
    const setItem = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await db.users.create(newUser('trop.tard@exemple.fr'));
    await expect(commitWrites()).rejects.toBeInstanceOf(PersistenceError);
    expect(findUserByEmail('trop.tard@exemple.fr')).toBeUndefined();
    expect(failures).toHaveBeenCalledTimes(1);
    expect(lastPersistenceFailure()).not.toBeNull();

    setItem.mockRestore();
    warn.mockRestore();
    stop();
    await resetDatabase();
    expect(lastPersistenceFailure()).toBeNull();
  });
});

describe('the demo reset and uploaded files', () => {
  it("forgets the uploaded files' bytes with the records: none stays behind, orphaned", async () => {
    const files = createMemoryFileStore();
    attachFileStore(files);
    try {
      await files.put('fichier-depose', new Uint8Array([1, 2, 3]));
      await resetDatabase();
      expect(await files.get('fichier-depose')).toBeUndefined();
    } finally {
      attachFileStore(createMemoryFileStore());
    }
  });
});
