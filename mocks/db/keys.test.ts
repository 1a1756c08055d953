import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { seedSnapshot } from '../seed';
import { db } from './collections';
import { DemoDatabase, createMemoryStorage } from './record-storage';
import { COLLECTION_NAMES, PRIMARY_KEYS, SCHEMA_VERSION } from './schema';

/**
 * PRIMARY_KEYS (schema.ts) is the one source of the store's keys: the in-memory collections, the IndexedDB object
 * stores and the in-memory storage must all identify a record by it. When one of them writes its keys by hand again
 * and drifts, a record is saved under one key and looked up under another.
 */
describe("the store's primary keys", () => {
  it.each(COLLECTION_NAMES)(
    '%s: the collection, the object store and the memory storage use PRIMARY_KEYS',
    async (name) => {
      expect(db[name].primaryKey).toBe(PRIMARY_KEYS[name]);

      const database = new DemoDatabase(`steer-keys-${name}`, { indexedDB: new IDBFactory(), IDBKeyRange });
      await database.open();
      expect(database.verno).toBe(SCHEMA_VERSION);
      expect(database.table(name).schema.primKey.keyPath).toBe(PRIMARY_KEYS[name]);
      database.close();

      const storage = createMemoryStorage(undefined, SCHEMA_VERSION);
      await storage.replace(seedSnapshot);
      const keys = [...(storage.shared.records.get(name)?.keys() ?? [])];
      const records: readonly object[] = seedSnapshot[name];
      expect(keys).toEqual(records.map((record) => (record as Record<string, unknown>)[PRIMARY_KEYS[name]]));
    },
  );
});
