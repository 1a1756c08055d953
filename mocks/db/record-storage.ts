import { Dexie } from 'dexie';
import { COLLECTION_NAMES, PRIMARY_KEYS, SCHEMA_VERSION, type CollectionName, type DatabaseSnapshot } from './schema';

/**
 * Where the demo keeps its records between visits: one IndexedDB object store per collection, written record by record.
 * A write costs what its records cost, at 100 collaborators as at 20,000, where the former single JSON value in local
 * storage was rewritten whole at every write (168–244 ms at 2,500 collaborators) and capped at about 5 M characters;
 * IndexedDB holds hundreds of megabytes in Chromium (a share of the disk). Dexie declares the stores, opens and upgrades
 * the database and manages its connection; each read and write is one transaction issued whole in one task
 * (`inOneTask`), so that a page suspended at any moment holds no store.
 *
 * Several tabs: each commit also appends the keys it wrote to a change log and publishes its revision (the log's
 * sequence number) under a local-storage key. Before each request a tab reads that key (a synchronous read of a few
 * bytes); when another tab wrote since, it reads the changed records only, by key.
 */

export type RecordKey = string | number;
/** What one commit writes: per collection, the records to put and the keys to delete. */
export type ChangeSet = Partial<Record<CollectionName, { put: object[]; delete: RecordKey[] }>>;

export interface StoredData {
  data: DatabaseSnapshot;
  revision: number;
}

export interface RecordStorage {
  /**
   * Everything stored, or null when the storage is empty or holds another schema version. The collections in `skip`
   * are not read: they come back empty (read them with `readCollections`).
   */
  readAll(options?: { skip?: readonly CollectionName[] }): Promise<StoredData | null>;
  /** The records of these collections as stored now. */
  readCollections(names: readonly CollectionName[]): Promise<Partial<DatabaseSnapshot>>;
  /** Writes one commit in one transaction; resolves with its revision. Rejects (and writes nothing) when it fails. */
  write(changes: ChangeSet): Promise<number>;
  /** Replaces everything stored by these data (the seed at a reset); resolves with the revision. */
  replace(data: DatabaseSnapshot): Promise<number>;
  /**
   * What other tabs wrote after `revision`: the records now stored under the keys they wrote (a missing record was
   * deleted). Null when the change log no longer reaches back that far: read everything again.
   */
  changesSince(revision: number): Promise<{ revision: number; changes: ChangeSet } | null>;
  /** The latest revision any tab published, read synchronously; null when it cannot be known. */
  publishedRevision(): number | null;
  /** Forgets everything (stored records, log, published revision). */
  clear(): Promise<void>;
  /**
   * The IndexedDB database the records are in, for a worker that writes a large commit there itself (Groupe
   * Horizon's build); absent for a storage a worker cannot open.
   */
  readonly databaseName?: string;
  /** Tells other tabs about a commit written to `databaseName` by a worker (which cannot publish it). */
  publish?(revision: number): void;
}

/**
 * Each object store's primary key (`PRIMARY_KEYS`, schema.ts), and nothing else. The handlers look records up in memory
 * (mocks/db/table.ts keeps the hash indexes: by company, e-mail, ticket...); IndexedDB only stores and reads records by
 * key, so an index there would only cost. The database's first stores kept the handlers' indexes in IndexedDB too,
 * which every put updated: Groupe Horizon's first commit wrote its 12,000 users in 3.3–3.4 s, 2.6–2.8 s without them
 * (issue 41; most of what is left is Chromium's cost per record). Dexie deletes an existing database's indexes when it
 * opens it at a version that no longer declares them.
 */
export const STORE_SCHEMA = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, PRIMARY_KEYS[name]])) as Readonly<
  Record<CollectionName, string>
>;

/** The IndexedDB database of the demo's records and uploaded files. */
export const DEMO_DATABASE_NAME = 'steer-demo';
/** How many commits the change log keeps: a tab further behind reads everything again. */
const CHANGE_LOG_LENGTH = 500;

interface ChangeEntry {
  seq?: number;
  keys: [CollectionName, RecordKey][];
  /** A reset: everything changed, other tabs read it all again. */
  reset?: true;
}
interface MetaEntry {
  key: string;
  value: number;
}

/**
 * The Dexie database: the collections' stores, the change log (`changes`), the schema version (`meta`) and the
 * uploaded files' bytes (`files`).
 */
export class DemoDatabase extends Dexie {
  /** Opened at `version`, SCHEMA_VERSION unless a test builds the database of another version. */
  constructor(
    name: string,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange; version?: number } = {},
  ) {
    const { version = SCHEMA_VERSION, ...dexieOptions } = options;
    // No transaction of Dexie's own: `inOneTask` opens them, with their durability.
    super(name, dexieOptions);
    this.version(version).stores({ ...STORE_SCHEMA, changes: '++seq', meta: 'key', files: '' });
  }
}

function emptySnapshot(): DatabaseSnapshot {
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])) as unknown as DatabaseSnapshot;
}

/** A request's result once its transaction has completed. */
export type Result<T> = () => T;
/** The object stores a transaction of `inOneTask` reaches, by name. */
export type Stores = (name: string) => IDBObjectStore;

/**
 * One IndexedDB transaction whose every request, and its commit, are issued in the task that opens it: `issue` makes
 * the requests (it may not await) and returns how to read their results, which is called once the transaction has
 * completed. Rejects, and writes nothing, when a request fails or the transaction aborts.
 *
 * Why not Dexie's transactions, which await each request before the next: a page the browser suspends (WebKit's
 * back/forward cache, a process put to sleep) runs no more of its script, so a transaction waiting on it for its next
 * request, or for its commit, stays open, and WebKitGTK 2.50 lets it hold its stores until the page is gone for good:
 * every later page's read of them waited forever on « Chargement... » (docs/toolchain.md, « A page's transaction left
 * open »). A transaction that has asked for its commit needs nothing more of its page.
 */
export async function inOneTask<T>(
  database: DemoDatabase,
  mode: IDBTransactionMode,
  names: readonly string[],
  issue: (stores: Stores) => Result<T>,
): Promise<T> {
  if (!database.isOpen()) await database.open();
  let transaction: IDBTransaction;
  try {
    transaction = database.backendDB().transaction(names as string[], mode, { durability: 'relaxed' });
  } catch (error) {
    // The connection closed since it opened (a version change, a page hidden): open it again, once.
    if (!(error instanceof DOMException) || error.name !== 'InvalidStateError') throw error;
    database.close({ disableAutoOpen: false });
    await database.open();
    transaction = database.backendDB().transaction(names as string[], mode, { durability: 'relaxed' });
  }
  // From here to the commit, nothing awaits: the transaction is created, fed and told to commit in one go.
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
  let read: Result<T>;
  try {
    read = issue((name) => transaction.objectStore(name));
    // Browsers before commit() (Safari 15, Chromium 76, Firefox 74) commit once the requests are answered, as before.
    if (typeof transaction.commit === 'function') transaction.commit();
  } catch (error) {
    // A request refused as it was made (a bad key, a full storage): nothing of the transaction is kept.
    try {
      transaction.abort();
    } catch {
      // already over
    }
    done.catch(() => undefined);
    throw error;
  }
  await done;
  return read();
}

/** A request's result, read once its transaction has completed. */
export function resultOf<T>(request: IDBRequest<T>): Result<T> {
  return () => request.result;
}

/** A record's primary key (PRIMARY_KEYS, schema.ts), as its object store keys it. */
function keyOf(collection: CollectionName, record: object): RecordKey {
  return (record as Record<string, RecordKey>)[PRIMARY_KEYS[collection]] as RecordKey;
}

/** The records stored under these keys, per collection (`put`), and the keys with no record left (`delete`). */
function readRecords(database: DemoDatabase, keys: Iterable<[CollectionName, RecordKey]>): Promise<ChangeSet> {
  const byCollection = new Map<CollectionName, Set<RecordKey>>();
  for (const [name, key] of keys) {
    let set = byCollection.get(name);
    if (!set) byCollection.set(name, (set = new Set()));
    set.add(key);
  }
  if (byCollection.size === 0) return Promise.resolve({});
  return inOneTask(database, 'readonly', [...byCollection.keys()], (stores) => {
    const requests = [...byCollection].map(([name, set]) => {
      const store = stores(name);
      return [name, [...set].map((key) => [key, store.get(key)] as const)] as const;
    });
    return () => {
      const changes: ChangeSet = {};
      for (const [name, found] of requests) {
        const change = { put: [] as object[], delete: [] as RecordKey[] };
        for (const [key, request] of found) {
          if (request.result) change.put.push(request.result as object);
          else change.delete.push(key);
        }
        changes[name] = change;
      }
      return changes;
    };
  });
}

/** Every object store but the files' bytes. */
const EVERY_STORE: readonly string[] = [...COLLECTION_NAMES, 'meta', 'changes'];

/** The records of the collections `names`, the stored schema version and the newest revision, in one read. */
function readStores(database: DemoDatabase, names: readonly CollectionName[]) {
  return inOneTask(database, 'readonly', [...names, 'meta', 'changes'], (stores) => {
    const version = resultOf(stores('meta').get('schema') as IDBRequest<MetaEntry | undefined>);
    // The log's newest key: the revision of what is read.
    const last = resultOf(stores('changes').openKeyCursor(null, 'prev'));
    const lists = names.map((collection) => resultOf(stores(collection).getAll() as IDBRequest<object[]>));
    return () => ({ version: version(), revision: Number(last()?.key ?? 0), lists: lists.map((list) => list()) });
  });
}

/**
 * Stores a commit's changes and logs their keys, in one transaction, and trims the log of the entries in `trimmed`
 * (so that it keeps the last CHANGE_LOG_LENGTH commits, from which other tabs read only what changed). Resolves with
 * the commit's revision.
 */
function storeChanges(database: DemoDatabase, changes: ChangeSet, trimmed: IDBKeyRange): Promise<number> {
  const names = Object.keys(changes) as CollectionName[];
  return inOneTask(database, 'readwrite', [...names, 'changes'], (stores) => {
    const keys: [CollectionName, RecordKey][] = [];
    for (const collection of names) {
      const store = stores(collection);
      for (const record of changes[collection]?.put ?? []) {
        store.put(record);
        keys.push([collection, keyOf(collection, record)]);
      }
      for (const key of changes[collection]?.delete ?? []) {
        store.delete(key);
        keys.push([collection, key]);
      }
    }
    const log = stores('changes');
    const added = log.add({ keys } satisfies ChangeEntry) as IDBRequest<number>;
    log.delete(trimmed);
    return resultOf(added);
  });
}

/** Replaces every collection's records by `data`, at `schemaVersion`, and logs a reset. Resolves with its revision. */
function replaceStores(database: DemoDatabase, data: DatabaseSnapshot, schemaVersion: number): Promise<number> {
  return inOneTask(database, 'readwrite', EVERY_STORE, (stores) => {
    for (const collection of COLLECTION_NAMES) {
      const store = stores(collection);
      store.clear();
      for (const record of data[collection]) store.put(record);
    }
    stores('meta').put({ key: 'schema', value: schemaVersion } satisfies MetaEntry);
    // A reset is a change of everything: other tabs read it all again.
    const log = stores('changes');
    log.clear();
    return resultOf(log.add({ keys: [], reset: true } satisfies ChangeEntry) as IDBRequest<number>);
  });
}

/** The log's first revision, and its entries in `after`. */
function readLog(database: DemoDatabase, after: IDBKeyRange) {
  return inOneTask(database, 'readonly', ['changes'], (stores) => {
    const first = resultOf(stores('changes').openKeyCursor());
    const entries = resultOf(stores('changes').getAll(after) as IDBRequest<ChangeEntry[]>);
    return () => ({ first: first()?.key as number | undefined, entries: entries() });
  });
}

/**
 * The records' storage in IndexedDB. `schemaVersion` (SCHEMA_VERSION) is the version Dexie opens the database at, and
 * is kept in the database beside the records it wrote: stored data of another version are not read (the caller loads
 * the seed and replaces them). `revisionStorage` publishes each commit's revision to the other tabs (local storage in
 * the browser).
 */
export function createIndexedDbStorage({
  name = DEMO_DATABASE_NAME,
  schemaVersion,
  indexedDB,
  IDBKeyRange: keyRange,
  revisionStorage = browserLocalStorage(),
  changeLogLength = CHANGE_LOG_LENGTH,
}: {
  name?: string;
  schemaVersion: number;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  revisionStorage?: Storage | null;
  /** How many commits the change log keeps (CHANGE_LOG_LENGTH; a test keeps fewer, to reach the end sooner). */
  changeLogLength?: number;
}): RecordStorage & { database: DemoDatabase } {
  const database = new DemoDatabase(name, {
    ...(indexedDB ? { indexedDB, IDBKeyRange: keyRange } : {}),
    version: schemaVersion,
  });
  const revisionKey = `${name}:revision`;
  const publish = (revision: number) => {
    try {
      revisionStorage?.setItem(revisionKey, String(revision));
    } catch {
      // Other tabs then notice the change at their next full read; this tab's data are safe in IndexedDB.
    }
  };
  /** The key ranges of the IndexedDB the database opens (a test's fake, or the browser's). */
  const KeyRange = keyRange ?? globalThis.IDBKeyRange;
  /**
   * The latest revision this tab has read or written: a commit trims the change log below it, so the log keeps at
   * least the last `changeLogLength` commits (a commit's own revision is known only once it is over).
   */
  let latestSeen = 0;
  const seen = (revision: number) => {
    latestSeen = Math.max(latestSeen, revision);
    return revision;
  };

  return {
    database,
    databaseName: name,
    publish,
    async readAll({ skip = [] } = {}) {
      const names = COLLECTION_NAMES.filter((collection) => !skip.includes(collection));
      const stored = await readStores(database, names);
      if (stored.version?.value !== schemaVersion) return null;
      const data = emptySnapshot() as unknown as Record<CollectionName, object[]>;
      names.forEach((collection, index) => (data[collection] = stored.lists[index] ?? []));
      return { data: data as unknown as DatabaseSnapshot, revision: seen(stored.revision) };
    },
    async readCollections(names) {
      return inOneTask(database, 'readonly', names, (stores) => {
        const lists = names.map((collection) => resultOf(stores(collection).getAll() as IDBRequest<object[]>));
        return () => Object.fromEntries(names.map((collection, index) => [collection, lists[index]?.() ?? []]));
      });
    },
    async write(changes) {
      const revision = await storeChanges(database, changes, KeyRange.upperBound(latestSeen - changeLogLength));
      publish(seen(revision));
      return revision;
    },
    async replace(data) {
      const revision = await replaceStores(database, data, schemaVersion);
      publish(seen(revision));
      return revision;
    },
    async changesSince(revision) {
      // The log first, then the records it names: two transactions, each issued whole in one task. A commit another
      // tab makes between the two is read as records newer than the revision returned, and again at the next sync.
      const log = await readLog(database, KeyRange.lowerBound(revision, true));
      if (log.first === undefined || log.first > revision + 1) return null;
      if (log.entries.some((entry) => entry.reset)) return null;
      const latest = seen(log.entries.at(-1)?.seq ?? revision);
      return {
        revision: latest,
        changes: await readRecords(
          database,
          log.entries.flatMap((entry) => entry.keys),
        ),
      };
    },
    publishedRevision() {
      try {
        const value = revisionStorage?.getItem(revisionKey);
        return value == null ? null : Number(value);
      } catch {
        return null;
      }
    },
    async clear() {
      await inOneTask(database, 'readwrite', EVERY_STORE, (stores) => {
        for (const store of EVERY_STORE) stores(store).clear();
        return () => undefined;
      });
      try {
        revisionStorage?.removeItem(revisionKey);
      } catch {
        // nothing published then
      }
    },
  };
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * A RecordStorage kept in memory, with the same contract: lets tests simulate a reload, another tab or a failing
 * storage without IndexedDB. Two storages made from the same `shared` state behave as two tabs of one browser.
 */
export function createMemoryStorage(
  shared: {
    records: Map<CollectionName, Map<RecordKey, object>>;
    log: ChangeEntry[];
    version: number | null;
    /** The last revision given, never reused (IndexedDB's key generator survives a clear too). */
    seq: number;
  } = { records: new Map(), log: [], version: null, seq: 0 },
  schemaVersion = 0,
): RecordStorage & { shared: typeof shared } {
  const tableOf = (collection: CollectionName) => {
    let table = shared.records.get(collection);
    if (!table) shared.records.set(collection, (table = new Map()));
    return table;
  };
  const latest = () => shared.log.at(-1)?.seq ?? 0;
  const append = (keys: [CollectionName, RecordKey][], reset?: true) => {
    const seq = ++shared.seq;
    shared.log.push(reset ? { seq, keys, reset } : { seq, keys });
    return seq;
  };
  return {
    shared,
    async readAll({ skip = [] } = {}) {
      if (shared.version === null || shared.version !== schemaVersion) return null;
      const data = Object.fromEntries(
        COLLECTION_NAMES.map((collection) => [
          collection,
          skip.includes(collection) ? [] : structuredClone([...tableOf(collection).values()]),
        ]),
      ) as unknown as DatabaseSnapshot;
      return { data, revision: latest() };
    },
    async readCollections(names) {
      return Object.fromEntries(
        names.map((collection) => [collection, structuredClone([...tableOf(collection).values()])]),
      );
    },
    async write(changes) {
      const keys: [CollectionName, RecordKey][] = [];
      for (const collection of Object.keys(changes) as CollectionName[]) {
        const change = changes[collection];
        const table = tableOf(collection);
        for (const record of change?.put ?? []) {
          table.set(keyOf(collection, record), structuredClone(record));
          keys.push([collection, keyOf(collection, record)]);
        }
        for (const key of change?.delete ?? []) {
          table.delete(key);
          keys.push([collection, key]);
        }
      }
      return append(keys);
    },
    async replace(data) {
      shared.records.clear();
      for (const collection of COLLECTION_NAMES) {
        for (const record of data[collection])
          tableOf(collection).set(keyOf(collection, record), structuredClone(record));
      }
      shared.version = schemaVersion;
      shared.log.length = 0;
      return append([], true);
    },
    async changesSince(revision) {
      const first = shared.log[0]?.seq;
      if (first === undefined || first > revision + 1) return null;
      const entries = shared.log.filter((entry) => (entry.seq ?? 0) > revision);
      if (entries.some((entry) => entry.reset)) return null;
      const keys = entries.flatMap((entry) => entry.keys);
      const changes: ChangeSet = {};
      for (const [collection, key] of keys) {
        const change = (changes[collection] ??= { put: [], delete: [] });
        const record = tableOf(collection).get(key);
        if (record) change.put.push(structuredClone(record));
        else change.delete.push(key);
      }
      return { revision: latest(), changes };
    },
    publishedRevision: () => (shared.version === null ? null : latest()),
    async clear() {
      shared.records.clear();
      shared.log.length = 0;
      shared.version = null;
    },
  };
}
