import { IDBDatabase, IDBFactory, IDBKeyRange, IDBObjectStore, IDBTransaction } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSnapshot } from '../seed';
import { createIndexedDbFileStore } from './file-store';
import { DemoDatabase, createIndexedDbStorage } from './record-storage';
import { SCHEMA_VERSION } from './schema';

/**
 * A page the browser suspends (WebKit's back/forward cache) runs no more of its script: a transaction still waiting
 * on it, for a request or for its commit, stays open. WebKitGTK 2.50 then lets it hold its stores, and every later
 * page's read of them waits forever. These tests watch every transaction the demo's storage opens and hold it to
 * issuing all its requests, and its commit, in the task that opened it (before any callback of its own could run).
 */

interface Watched {
  mode: IDBTransactionMode;
  stores: string[];
  /** Requests made once the opening task was over: each needed the page to run again. */
  late: string[];
  committed: boolean;
}

/** Watches the transactions opened from now on; `open` is true until the task that opened one has ended. */
function watchTransactions(): Watched[] {
  const watched: Watched[] = [];
  const byTransaction = new Map<IDBTransaction, Watched & { open: boolean }>();
  const transaction = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const created = transaction.apply(this, args);
    const entry = { mode: created.mode, stores: [...created.objectStoreNames], late: [], committed: false, open: true };
    byTransaction.set(created, entry);
    watched.push(entry);
    // The end of the opening task: nothing after it may be issued without the page running again.
    queueMicrotask(() => (entry.open = false));
    return created;
  });
  const commit = IDBTransaction.prototype.commit;
  vi.spyOn(IDBTransaction.prototype, 'commit').mockImplementation(function (this: IDBTransaction) {
    const entry = byTransaction.get(this);
    if (entry) {
      if (!entry.open) entry.late.push('commit');
      entry.committed = true;
    }
    commit.call(this);
  });
  for (const method of [
    'add',
    'put',
    'delete',
    'clear',
    'get',
    'getAll',
    'getAllKeys',
    'count',
    'openCursor',
    'openKeyCursor',
  ] as const) {
    const original = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
      const entry = byTransaction.get(this.transaction);
      if (entry && !entry.open) entry.late.push(`${this.name}.${method}`);
      return original.apply(this, args);
    } as never);
  }
  return watched;
}

afterEach(() => {
  vi.restoreAllMocks();
});

let browsers = 0;
function newBrowser() {
  const indexedDB = new IDBFactory();
  const name = `steer-demo-task-${++browsers}`;
  const tab = () =>
    createIndexedDbStorage({ name, schemaVersion: SCHEMA_VERSION, indexedDB, IDBKeyRange, revisionStorage: null });
  return { indexedDB, name, tab };
}

describe('a page suspended at any moment leaves no transaction open', () => {
  it('every read and write of the records issues its requests and its commit in the task that opens it', async () => {
    const browser = newBrowser();
    const storage = browser.tab();
    const other = browser.tab();
    // The databases are opened (and upgraded) before the watch: an open is not a transaction of the page's own.
    await storage.database.open();
    await other.database.open();
    const watched = watchTransactions();

    const seeded = await storage.replace(seedSnapshot);
    const user = seedSnapshot.users[0]!;
    const written = await storage.write({
      users: { put: [{ ...user, firstName: 'Suspendue' }], delete: [] },
      refreshSessions: { put: [], delete: ['inconnue'] },
    });
    expect(written).toBe(seeded + 1);
    const read = await other.readAll({ skip: ['surveyResponses'] });
    expect(read?.revision).toBe(written);
    expect(read?.data.users.find((stored) => stored.id === user.id)?.firstName).toBe('Suspendue');
    expect((await other.readCollections(['surveyResponses'])).surveyResponses).toHaveLength(
      seedSnapshot.surveyResponses.length,
    );
    await other.write({ users: { put: [{ ...user, firstName: "D'un autre onglet" }], delete: [] } });
    const since = await storage.changesSince(written);
    expect(since?.changes.users?.put).toEqual([{ ...user, firstName: "D'un autre onglet" }]);
    await storage.clear();
    expect(await storage.readAll()).toBeNull();

    expect(watched.length).toBeGreaterThanOrEqual(8);
    expect(watched.filter((entry) => entry.late.length > 0 || !entry.committed)).toEqual([]);
  });

  it("the uploaded files' bytes too", async () => {
    const browser = newBrowser();
    const database = new DemoDatabase(browser.name, { indexedDB: browser.indexedDB, IDBKeyRange });
    await database.open();
    const files = createIndexedDbFileStore(database);
    const watched = watchTransactions();

    await files.put('rapport', new Uint8Array([1, 2, 3]));
    expect(await files.get('rapport')).toEqual(new Uint8Array([1, 2, 3]));
    await files.delete('rapport');
    expect(await files.get('rapport')).toBeUndefined();
    await files.clear();

    expect(watched).toHaveLength(5);
    expect(watched.filter((entry) => entry.late.length > 0 || !entry.committed)).toEqual([]);
  });

  it('a request refused as it is made keeps nothing of its transaction', async () => {
    const browser = newBrowser();
    const storage = browser.tab();
    await storage.replace(seedSnapshot);
    const user = seedSnapshot.users[0]!;
    // A record without its key: IndexedDB refuses the put as it is made (a DataError), after the first one was issued.
    await expect(
      storage.write({
        users: { put: [{ ...user, firstName: 'Jamais' }, { email: 'sans.cle@exemple.fr' }], delete: [] },
      }),
    ).rejects.toThrow();
    const stored = await storage.readAll();
    expect(stored?.data.users.find((record) => record.id === user.id)?.firstName).toBe(user.firstName);
  });
});

describe('the change log', () => {
  it('keeps its length of commits, and one more, not every commit', async () => {
    const browser = newBrowser();
    // Twenty commits where the demo keeps 500 (CHANGE_LOG_LENGTH): the same rule, reached sooner.
    const storage = createIndexedDbStorage({
      name: browser.name,
      schemaVersion: SCHEMA_VERSION,
      indexedDB: browser.indexedDB,
      IDBKeyRange,
      revisionStorage: null,
      changeLogLength: 20,
    });
    const first = await storage.replace(seedSnapshot);
    const user = seedSnapshot.users[0]!;
    let last = first;
    for (let index = 0; index < 30; index++) {
      last = await storage.write({ users: { put: [{ ...user, position: `Poste ${index}` }], delete: [] } });
    }
    // A tab 20 commits behind still reads only what changed; one further behind than the log reads everything again.
    await expect(storage.changesSince(last - 20)).resolves.not.toBeNull();
    await expect(storage.changesSince(last - 21)).resolves.not.toBeNull();
    await expect(storage.changesSince(last - 22)).resolves.toBeNull();
    await expect(storage.changesSince(first)).resolves.toBeNull();
  });
});
