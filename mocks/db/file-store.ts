/**
 * Where the mock backend keeps uploaded files' bytes. The record store (persistence.ts) is one JSON snapshot in local
 * storage, which neither holds binary data well nor has room for 10 MB files, so bytes live apart: in IndexedDB in
 * the browser (kept across reloads), in memory in Node (tests, the HTTP mock server). Records point at bytes by a
 * random `fileKey`.
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

const DATABASE_NAME = 'steer-demo-files';
const STORE_NAME = 'files';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** An IndexedDB-backed store (one object store, bytes as ArrayBuffer values keyed by fileKey). */
export function createIndexedDbFileStore(factory: IDBFactory = indexedDB): FileStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not open'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const transaction = (await database()).transaction(STORE_NAME, mode);
    return requestResult(action(transaction.objectStore(STORE_NAME)));
  };
  return {
    put: async (key, bytes) => {
      await run('readwrite', (store) => store.put(bytes.slice().buffer, key));
    },
    get: async (key) => {
      const value: unknown = await run('readonly', (store) => store.get(key));
      return value instanceof ArrayBuffer ? new Uint8Array(value) : undefined;
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    clear: async () => {
      await run('readwrite', (store) => store.clear());
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
    if (typeof indexedDB !== 'undefined') return createIndexedDbFileStore();
  } catch {
    // fall through: memory only
  }
  return createMemoryFileStore();
}
