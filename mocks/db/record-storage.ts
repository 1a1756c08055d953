import { Dexie, type Table } from 'dexie';
import { COLLECTION_NAMES, PRIMARY_KEYS, SCHEMA_VERSION, type CollectionName, type DatabaseSnapshot } from './schema';

/**
 * Where the demo keeps its records between visits: one IndexedDB object store per collection (through Dexie), written
 * record by record. A write costs what its records cost, at 100 collaborators as at 20,000, where the former single
 * JSON value in local storage was rewritten whole at every write (168–244 ms at 2,500 collaborators) and capped at
 * about 5 M characters; IndexedDB holds hundreds of megabytes in Chromium (a share of the disk).
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

/** The Dexie database: the collections' stores, the change log, the schema version and the uploaded files' bytes. */
export class DemoDatabase extends Dexie {
  changes!: Table<ChangeEntry, number>;
  meta!: Table<MetaEntry, string>;
  files!: Table<ArrayBuffer, string>;

  /** Opened at `version`, SCHEMA_VERSION unless a test builds the database of another version. */
  constructor(
    name: string,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange; version?: number } = {},
  ) {
    const { version = SCHEMA_VERSION, ...dexieOptions } = options;
    super(name, { ...dexieOptions, chromeTransactionDurability: 'relaxed' });
    this.version(version).stores({ ...STORE_SCHEMA, changes: '++seq', meta: 'key', files: '' });
  }

  collectionTable(name: CollectionName): Table<object, RecordKey> {
    return this.table(name);
  }
}

function emptySnapshot(): DatabaseSnapshot {
  return Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])) as unknown as DatabaseSnapshot;
}

/** The records stored under these keys, per collection (`put`), and the keys with no record left (`delete`). */
async function recordsOf(database: DemoDatabase, keys: Iterable<[CollectionName, RecordKey]>): Promise<ChangeSet> {
  const byCollection = new Map<CollectionName, Set<RecordKey>>();
  for (const [name, key] of keys) {
    let set = byCollection.get(name);
    if (!set) byCollection.set(name, (set = new Set()));
    set.add(key);
  }
  const changes: ChangeSet = {};
  for (const [name, set] of byCollection) {
    const wanted = [...set];
    const found = await database.collectionTable(name).bulkGet(wanted);
    const change = { put: [] as object[], delete: [] as RecordKey[] };
    found.forEach((record, index) => {
      if (record) change.put.push(record);
      else change.delete.push(wanted[index] as RecordKey);
    });
    changes[name] = change;
  }
  return changes;
}

/**
 * Stores a commit's changes and logs their keys, in one transaction: the log keeps the last CHANGE_LOG_LENGTH commits,
 * from which other tabs read only what changed. Returns the commit's revision.
 */
async function storeChanges(database: DemoDatabase, changes: ChangeSet): Promise<number> {
  const names = Object.keys(changes) as CollectionName[];
  const tables = names.map((collection) => database.collectionTable(collection));
  return database.transaction('rw', [database.changes, ...tables], async () => {
    const keys: [CollectionName, RecordKey][] = [];
    for (const collection of names) {
      const change = changes[collection];
      if (!change) continue;
      const table = database.collectionTable(collection);
      if (change.put.length > 0) {
        const putKeys = await table.bulkPut(change.put, { allKeys: true });
        for (const key of putKeys) keys.push([collection, key]);
      }
      if (change.delete.length > 0) {
        await table.bulkDelete(change.delete);
        for (const key of change.delete) keys.push([collection, key]);
      }
    }
    const seq = await database.changes.add({ keys });
    await database.changes
      .where(':id')
      .belowOrEqual(seq - CHANGE_LOG_LENGTH)
      .delete();
    return seq;
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
}: {
  name?: string;
  schemaVersion: number;
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  revisionStorage?: Storage | null;
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
  const collectionTables = COLLECTION_NAMES.map((collection) => database.collectionTable(collection));

  return {
    database,
    databaseName: name,
    publish,
    async readAll({ skip = [] } = {}) {
      const names = COLLECTION_NAMES.filter((collection) => !skip.includes(collection));
      const tables = names.map((collection) => database.collectionTable(collection));
      return database.transaction('r', [database.meta, database.changes, ...tables], async () => {
        const version = await database.meta.get('schema');
        if (version?.value !== schemaVersion) return null;
        const data = emptySnapshot() as unknown as Record<CollectionName, object[]>;
        const lists = await Promise.all(tables.map((table) => table.toArray()));
        names.forEach((collection, index) => (data[collection] = lists[index] ?? []));
        const last = await database.changes.orderBy(':id').last();
        return { data: data as unknown as DatabaseSnapshot, revision: last?.seq ?? 0 };
      });
    },
    async readCollections(names) {
      const tables = names.map((collection) => database.collectionTable(collection));
      return database.transaction('r', tables, async () => {
        const lists = await Promise.all(tables.map((table) => table.toArray()));
        return Object.fromEntries(names.map((collection, index) => [collection, lists[index] ?? []]));
      });
    },
    async write(changes) {
      const revision = await storeChanges(database, changes);
      publish(revision);
      return revision;
    },
    async replace(data) {
      const revision = await database.transaction(
        'rw',
        [database.meta, database.changes, ...collectionTables],
        async () => {
          await Promise.all(collectionTables.map((table) => table.clear()));
          for (const [index, collection] of COLLECTION_NAMES.entries()) {
            const records = data[collection];
            if (records.length > 0) await collectionTables[index]?.bulkPut(records);
          }
          await database.meta.put({ key: 'schema', value: schemaVersion });
          // A reset is a change of everything: other tabs read it all again.
          await database.changes.clear();
          return database.changes.add({ keys: [], reset: true });
        },
      );
      publish(revision);
      return revision;
    },
    async changesSince(revision) {
      return database.transaction('r', [database.changes, ...collectionTables], async () => {
        const first = await database.changes.orderBy(':id').first();
        if (first?.seq === undefined || first.seq > revision + 1) return null;
        const entries = await database.changes.where(':id').above(revision).toArray();
        if (entries.some((entry) => entry.reset)) return null;
        const latest = entries.at(-1)?.seq ?? revision;
        return {
          revision: latest,
          changes: await recordsOf(
            database,
            entries.flatMap((entry) => entry.keys),
          ),
        };
      });
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
      await database.transaction('rw', [database.meta, database.changes, ...collectionTables], async () => {
        await Promise.all([database.meta.clear(), database.changes.clear(), ...collectionTables.map((t) => t.clear())]);
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
  const keyOf = (collection: CollectionName, record: object): RecordKey =>
    (record as Record<string, RecordKey>)[PRIMARY_KEYS[collection]] as RecordKey;
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
