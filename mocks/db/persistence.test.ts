import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { attachFileStore, createIndexedDbFileStore, createMemoryFileStore } from './file-store';
import { hashPassword } from './passwords';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSnapshot } from '../seed';
import {
  PersistenceError,
  SCHEMA_VERSION,
  allCollectionsLoaded,
  commitWrites,
  createIndexedDbStorage,
  lastPersistenceFailure,
  onPersistenceFailure,
  syncFromStorage,
  db,
  findUserByEmail,
  loadDatabase,
  nextId,
  resetDatabase,
  restoreSnapshot,
  sendEmail,
  snapshotDatabase,
} from './index';
import { DemoDatabase, createMemoryStorage, type RecordStorage } from './record-storage';
import { CollectionNotLoadedError } from './table';
import { apiClient } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { join } from '../chat/room';

/** Users are stored with a hashed password (passwords.ts); tests hash once. */
const TEST_PASSWORD_HASH = await hashPassword('Secret123!');

const newUser = (email: string, id = nextId(db.users)) => ({
  id,
  email,
  password: TEST_PASSWORD_HASH,
  firstName: 'Inès',
  lastName: 'Garnier',
});

/** Lets the automatic save's timer run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * One browser's IndexedDB (jsdom has none: fake-indexeddb, the same API in memory). Each call to `tab()` opens the
 * demo's database as a new tab of that browser would: its own connection, the same records and revision key.
 */
let browserCount = 0;
function newBrowser() {
  const indexedDB = new IDBFactory();
  const name = `steer-demo-test-${++browserCount}`;
  const tab = () => createIndexedDbStorage({ name, schemaVersion: SCHEMA_VERSION, indexedDB, IDBKeyRange });
  return { indexedDB, name, tab };
}

afterEach(async () => {
  await loadDatabase(); // detach the storage so other tests stay in memory
});

describe('loading and reloading (IndexedDB)', () => {
  it('loads the seed when no storage is given', async () => {
    await expect(loadDatabase()).resolves.toEqual({ source: 'seed', reason: 'no-storage' });
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });

  it('loads the seed into an empty database and writes it there', async () => {
    const browser = newBrowser();
    await expect(loadDatabase({ storage: browser.tab() })).resolves.toEqual({ source: 'seed', reason: 'empty' });
    const stored = await browser.tab().readAll();
    expect(stored?.data).toEqual(seedSnapshot);
    await expect(loadDatabase({ storage: browser.tab() })).resolves.toEqual({ source: 'storage' });
    await allCollectionsLoaded();
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });

  it('keeps every write across a reload: creates, updates and deletes', async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    await db.users.create(newUser('recharge@exemple.fr'));
    await db.companies.update((q) => q.where({ domain: 'verdance.fr' }), {
      data(company) {
        company.name = 'Verdance Conseil & Associés';
      },
    });
    const removed = db.solutions.findFirst();
    if (!removed) throw new Error('seed has no solutions');
    db.solutions.delete(removed);
    await commitWrites();

    await loadDatabase({ storage: browser.tab() });
    expect(findUserByEmail('recharge@exemple.fr')).toBeDefined();
    expect(db.companies.findFirst((q) => q.where({ domain: 'verdance.fr' }))?.name).toBe('Verdance Conseil & Associés');
    expect(db.solutions.findFirst((q) => q.where({ id: removed.id }))).toBeUndefined();
  });

  it("saves writes made outside a request on its own (the chat socket's)", async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    await db.chatMessages.create({
      id: 900,
      ticketId: 1,
      author: 'copilote',
      body: 'Bonjour',
      createdAt: new Date().toISOString(),
    });
    await tick();
    await commitWrites();
    await loadDatabase({ storage: browser.tab() });
    await db.chatMessages.whenLoaded();
    expect(db.chatMessages.findFirst((q) => q.where({ id: 900 }))?.body).toBe('Bonjour');
  });

  it('writes only the records a request changed, whatever the size of the store', async () => {
    const browser = newBrowser();
    const storage = browser.tab();
    await loadDatabase({ storage });
    const write = vi.spyOn(storage, 'write');
    await db.users.update((q) => q.where({ email: 'lea.petit@verdance.fr' }), {
      data(user) {
        user.position = 'Responsable communication';
      },
    });
    await db.users.create(newUser('nouvelle@exemple.fr'));
    await commitWrites();
    expect(write).toHaveBeenCalledTimes(1);
    const changes = write.mock.calls[0]?.[0];
    expect(Object.keys(changes ?? {})).toEqual(['users']);
    expect(changes?.users?.put.map((user) => (user as { email: string }).email).sort()).toEqual([
      'lea.petit@verdance.fr',
      'nouvelle@exemple.fr',
    ]);
  });

  it('replaces data of another schema version by the seed', async () => {
    const browser = newBrowser();
    const older = createIndexedDbStorage({
      name: browser.name,
      schemaVersion: SCHEMA_VERSION - 1,
      indexedDB: browser.indexedDB,
      IDBKeyRange,
    });
    await older.replace({ ...structuredClone(seedSnapshot), users: [] });
    older.database.close();
    await expect(loadDatabase({ storage: browser.tab() })).resolves.toEqual({ source: 'seed', reason: 'empty' });
    expect(db.users.count()).toBe(seedSnapshot.users.length);
  });

  // Until SCHEMA_VERSION named the database's version too, Dexie's was numbered apart: 1 (with the handlers' indexes),
  // then 2, both holding records of schema 4. Such a database must open at SCHEMA_VERSION with its records readable.
  it.each([
    { dexieVersion: 1, stores: { users: 'id, &email, companyId' } },
    { dexieVersion: 2, stores: { users: 'id' } },
  ])(
    'reads the records a database of Dexie version $dexieVersion kept, opened at SCHEMA_VERSION without indexes',
    async ({ dexieVersion, stores }) => {
      const browser = newBrowser();
      await loadDatabase({ storage: browser.tab() });
      const written = await browser.tab().readAll();
      await loadDatabase();
      // The database as that version left it (the seed's users, its indexes, schema 4 in its meta), in another browser.
      const { indexedDB, name, tab } = newBrowser();
      const legacy = new Dexie(name, { indexedDB, IDBKeyRange });
      legacy.version(dexieVersion).stores({ ...stores, changes: '++seq', meta: 'key', files: '' });
      await legacy.table('users').bulkPut(written?.data.users ?? []);
      await legacy.table('meta').put({ key: 'schema', value: 4 });
      await legacy.table('changes').add({ keys: [] });
      legacy.close();

      const upgraded = new DemoDatabase(name, { indexedDB, IDBKeyRange });
      await upgraded.open();
      expect(upgraded.verno).toBe(SCHEMA_VERSION);
      expect(upgraded.table('users').schema.indexes).toEqual([]);
      upgraded.close();
      const stored = await tab().readAll();
      expect(stored?.data.users).toEqual(written?.data.users);
    },
  );

  it('loads the seed when the database cannot be read', async () => {
    const storage = newBrowser().tab();
    vi.spyOn(storage, 'readAll').mockRejectedValue(new DOMException('gone', 'UnknownError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadDatabase({ storage })).resolves.toEqual({ source: 'seed', reason: 'unreadable' });
    expect(snapshotDatabase()).toEqual(seedSnapshot);
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

describe('several tabs', () => {
  it("reads another tab's write before answering, by key", async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    const other = browser.tab();
    await other.write({
      users: { put: [{ ...seedSnapshot.users[0]!, id: 500, email: 'onglet.b@exemple.fr' }], delete: [] },
    });
    expect(findUserByEmail('onglet.b@exemple.fr')).toBeUndefined();
    await syncFromStorage();
    expect(findUserByEmail('onglet.b@exemple.fr')).toBeDefined();
  });

  it("merges record by record: neither tab's write is lost, a deletion and an edit both stay", async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    const [first, second] = seedSnapshot.users.slice(-2);
    if (!first || !second) throw new Error('seed has no users');
    // The other tab creates a user and edits one; this tab, meanwhile, creates another and deletes a third.
    const other = browser.tab();
    await other.write({
      users: {
        put: [
          { ...first, id: 500, email: 'onglet.b@exemple.fr' },
          { ...second, firstName: 'Modifié' },
        ],
        delete: [],
      },
    });
    await db.users.create(newUser('onglet.a@exemple.fr', 501));
    db.users.delete(first);
    await syncFromStorage();
    await commitWrites();

    for (const storage of [browser.tab(), other]) {
      await loadDatabase({ storage });
      expect(findUserByEmail('onglet.a@exemple.fr')).toBeDefined();
      expect(findUserByEmail('onglet.b@exemple.fr')).toBeDefined();
      expect(db.users.findFirst((q) => q.where({ id: first.id }))).toBeUndefined();
      expect(db.users.findFirst((q) => q.where({ id: second.id }))?.firstName).toBe('Modifié');
    }
  });

  it("reads everything again after another tab's reset", async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    await db.users.create(newUser('avant.reset@exemple.fr'));
    await commitWrites();
    await browser.tab().replace(seedSnapshot);
    await syncFromStorage();
    expect(findUserByEmail('avant.reset@exemple.fr')).toBeUndefined();
    expect(db.users.count()).toBe(seedSnapshot.users.length);
  });
});

describe('the largest collections, read after the others', () => {
  /**
   * A tab whose read of the deferred collections is taken at once but arrives only on `release()`: what a slow read
   * of Horizon's 4,500 survey answers, messages and documents looks like to the requests meanwhile.
   */
  async function reloadHoldingBack(shared: ReturnType<typeof createMemoryStorage>['shared']) {
    const tab = createMemoryStorage(shared, SCHEMA_VERSION);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const storage: RecordStorage = {
      ...tab,
      async readCollections(names) {
        const data = await tab.readCollections(names);
        await arrived;
        return data;
      },
    };
    await expect(loadDatabase({ storage })).resolves.toEqual({ source: 'storage' });
    return { release };
  }

  async function storedBrowser() {
    const first = createMemoryStorage(undefined, SCHEMA_VERSION);
    await loadDatabase({ storage: first });
    return first.shared;
  }

  it('answers from the others at once; documents, survey and chat wait for their records, then answer them all', async () => {
    const shared = await storedBrowser();
    const claire = findUserByEmail('claire.martin@verdance.fr');
    if (!claire?.companyId) throw new Error('Claire has no company');
    await db.companyDocuments.create({
      id: 1,
      companyId: claire.companyId,
      name: 'Bilan carbone 2025.pdf',
      mimeType: 'application/pdf',
      size: 12,
      uploadedById: claire.id,
      uploadedAt: new Date().toISOString(),
      fileKey: 'bilan-carbone-2025-verdance',
    });
    await commitWrites();

    const { release } = await reloadHoldingBack(shared);
    expect(findUserByEmail('claire.martin@verdance.fr')).toBeDefined();
    expect(() => db.chatMessages.count()).toThrow(CollectionNotLoadedError);
    await signInAs('claire.martin@verdance.fr');
    const documents = outcomeOf(() => apiClient.GET('/documents/company'));
    const survey = outcomeOf(() => apiClient.GET('/surveys/company/current'));
    const history = join(claire.companyId);
    // Time for the three to reach their handlers, which must wait rather than answer from empty collections (a
    // handler that waits shows nothing to wait for: a short real wait lets a wrong one answer before the release).
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();

    expect(await documents).toMatchObject({ status: 200, body: { documents: [{ name: 'Bilan carbone 2025.pdf' }] } });
    expect(await survey).toMatchObject({
      status: 200,
      body: { results: { responseCount: seedSnapshot.surveyResponses.length } },
    });
    expect(await history).toHaveLength(
      seedSnapshot.chatMessages.filter((message) => message.ticketId === claire.companyId).length,
    );
  });

  it('reads them a second after the load, or at once when a request asks: never in the way of the first page', async () => {
    const shared = await storedBrowser();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const tab = createMemoryStorage(shared, SCHEMA_VERSION);
      const readCollections = vi.spyOn(tab, 'readCollections');
      await loadDatabase({ storage: tab });
      await vi.advanceTimersByTimeAsync(900);
      expect(readCollections).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(readCollections).toHaveBeenCalledTimes(1);
      await db.chatMessages.whenLoaded();
      expect(db.chatMessages.count()).toBe(seedSnapshot.chatMessages.length);

      const asked = createMemoryStorage(shared, SCHEMA_VERSION);
      const askedRead = vi.spyOn(asked, 'readCollections');
      await loadDatabase({ storage: asked });
      await db.companyDocuments.whenLoaded();
      expect(askedRead).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(askedRead).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reset during the read wins over it: the late read is dropped', async () => {
    const shared = await storedBrowser();
    await db.chatMessages.create({
      id: 900,
      ticketId: 1,
      author: 'copilote',
      body: 'Avant',
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    await commitWrites();
    const { release } = await reloadHoldingBack(shared);
    await resetDatabase();
    release();
    await allCollectionsLoaded();
    await tick();
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });

  it("another tab's deletion made during the read is applied after it, not undone by it", async () => {
    const shared = await storedBrowser();
    const { release } = await reloadHoldingBack(shared);
    const doomed = seedSnapshot.chatMessages[0]!;
    await createMemoryStorage(shared, SCHEMA_VERSION).write({ chatMessages: { put: [], delete: [doomed.id] } });
    const synced = syncFromStorage();
    release();
    await synced;
    expect(db.chatMessages.findFirst((q) => q.where({ id: doomed.id }))).toBeUndefined();
    expect(db.chatMessages.count()).toBe(seedSnapshot.chatMessages.length - 1);
  });
});

describe('a full store', () => {
  it('fails a write IndexedDB refuses, reverts it in memory and tells the listeners', async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    const failures = vi.fn();
    const stop = onPersistenceFailure(failures);
    // What Chromium's IndexedDB does when the origin's quota is used up: the request fails, the transaction aborts.
    const { IDBObjectStore } = await import('fake-indexeddb');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lea = findUserByEmail('lea.petit@verdance.fr');

    await db.users.create(newUser('trop.tard@exemple.fr'));
    await db.users.update(lea!, {
      data(user) {
        user.firstName = 'Perdue';
      },
    });
    await expect(commitWrites()).rejects.toBeInstanceOf(PersistenceError);
    expect(findUserByEmail('trop.tard@exemple.fr')).toBeUndefined();
    expect(findUserByEmail('lea.petit@verdance.fr')?.firstName).toBe('Léa');
    expect(failures).toHaveBeenCalledTimes(1);
    expect(lastPersistenceFailure()).not.toBeNull();

    put.mockRestore();
    warn.mockRestore();
    await loadDatabase({ storage: browser.tab() });
    expect(findUserByEmail('trop.tard@exemple.fr')).toBeUndefined();
    stop();
    await resetDatabase();
    expect(lastPersistenceFailure()).toBeNull();
  });
});

describe('reset', () => {
  it('restores the seed in the database too: a reload after a reset shows the seed', async () => {
    const browser = newBrowser();
    await loadDatabase({ storage: browser.tab() });
    await db.users.create(newUser('temporaire@exemple.fr'));
    await commitWrites();
    await resetDatabase();
    await loadDatabase({ storage: browser.tab() });
    await allCollectionsLoaded();
    expect(snapshotDatabase()).toEqual(seedSnapshot);
  });
});

describe('uploaded files', () => {
  it('keeps their bytes in IndexedDB across a reload, and a reset forgets them', async () => {
    const browser = newBrowser();
    const files = () =>
      createIndexedDbFileStore(new DemoDatabase(browser.name, { indexedDB: browser.indexedDB, IDBKeyRange }));
    await loadDatabase({ storage: browser.tab() });
    attachFileStore(files());
    try {
      await files().put('fichier-depose', new Uint8Array([1, 2, 3]));
      expect(await files().get('fichier-depose')).toEqual(new Uint8Array([1, 2, 3]));
      await resetDatabase();
      expect(await files().get('fichier-depose')).toBeUndefined();
    } finally {
      attachFileStore(createMemoryFileStore());
    }
  });
});

describe('what only grows is bounded', () => {
  beforeEach(() => resetDatabase());

  it('the outbox keeps the latest 200 e-mails', async () => {
    for (let index = 0; index < 205; index++) {
      await sendEmail({
        to: `personne${index}@exemple.fr`,
        subject: 'Objet',
        body: 'Corps',
        link: '/',
        kind: 'confirmation',
      });
    }
    const kept = db.outbox.all();
    expect(kept).toHaveLength(200);
    expect(kept.some((email) => email.to === 'personne4@exemple.fr')).toBe(false);
    expect(kept.some((email) => email.to === 'personne5@exemple.fr')).toBe(true);
    expect(kept.some((email) => email.to === 'personne204@exemple.fr')).toBe(true);
  });
});
