import { Dexie } from 'dexie';
import { DEMO_DATABASE_NAME, DemoDatabase, inOneTask, resultOf } from './record-storage';

/**
 * Where the mock backend keeps uploaded files' bytes: in IndexedDB in the browser (the demo's database, beside the
 * records, kept across reloads), in memory in Node (tests, the HTTP mock server). Records point at bytes by a random
 * `fileKey`; the bytes stay out of the records so that reading a document's list never reads its files.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when none are stored under that key. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
  /** Forgets every file (the demo's reset: the seed holds no document, so no bytes belong to it). */
  clear(): Promise<void>;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => void files.set(key, bytes.slice()),
    get: async (key) => files.get(key)?.slice(),
    delete: async (key) => void files.delete(key),
    clear: async () => files.clear(),
  };
}

/** The bytes in IndexedDB: the `files` store of the demo's database (record-storage.ts), keyed by fileKey. */
export function createIndexedDbFileStore(database: DemoDatabase = new DemoDatabase(DEMO_DATABASE_NAME)): FileStore {
  // Each call is one request and its commit, issued at once (inOneTask): a page hidden meanwhile holds no store.
  const files = (mode: IDBTransactionMode, issue: (store: IDBObjectStore) => IDBRequest) =>
    inOneTask(database, mode, ['files'], (stores) => resultOf(issue(stores('files'))));
  return {
    put: async (key, bytes) => {
      await files('readwrite', (store) => store.put(bytes.slice().buffer, key));
    },
    get: async (key) => {
      const value: unknown = await files('readonly', (store) => store.get(key));
      // Compared by tag, not instanceof: an ArrayBuffer read back may come from another realm (tests' fake IndexedDB).
      return Object.prototype.toString.call(value) === '[object ArrayBuffer]'
        ? new Uint8Array(value as ArrayBuffer)
        : undefined;
    },
    delete: async (key) => {
      await files('readwrite', (store) => store.delete(key));
    },
    clear: async () => {
      await files('readwrite', (store) => store.clear());
    },
  };
}

let current: FileStore = createMemoryFileStore();

/** The file store the handlers use; memory until the browser entry attaches IndexedDB. */
export function fileStore(): FileStore {
  return current;
}

/** Attaches a file store (the browser entry passes IndexedDB when it is available). */
export function attachFileStore(store: FileStore): void {
  current = store;
}

/** IndexedDB when the browser offers it (private modes may not), else memory. */
export function browserFileStore(): FileStore {
  try {
    if (typeof indexedDB !== 'undefined') {
      // Until the records moved to IndexedDB the bytes had a database of their own; the reset of the move orphaned them.
      void Dexie.delete('steer-demo-files').catch(() => undefined);
      return createIndexedDbFileStore();
    }
  } catch {
    // fall through: memory only
  }
  return createMemoryFileStore();
}
