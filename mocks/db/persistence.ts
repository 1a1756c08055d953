import { seedFor } from '../seed/relative';
import { db } from './collections';
import { fileStore } from './file-store';
import {
  createIndexedDbStorage,
  createMemoryStorage,
  type ChangeSet,
  type RecordKey,
  type RecordStorage,
} from './record-storage';
import { COLLECTION_NAMES, SCHEMA_VERSION, type CollectionName, type DatabaseSnapshot } from './schema';
import type { Collection } from './table';

/**
 * Loading, saving and resetting the store.
 *
 * The handlers read and write the in-memory collections (collections.ts). In the browser the demo keeps its data
 * across reloads in IndexedDB (record-storage.ts): `loadDatabase({ storage })` reads what is stored (the largest
 * collections, DEFERRED_COLLECTIONS, once the page is idle or a request asks for them), and every write
 * is saved record by record, the records a request changed, in one transaction, before the request answers
 * (`commitWrites`, called by the handler kit). Stored data of another SCHEMA_VERSION are replaced by the seed; loading
 * never throws for bad stored data. Without a storage (Node tests, Storybook, the HTTP mock server) the store lives
 * in memory only.
 */

/** Where the demo kept its data in local storage until version 3: removed at start-up to give the space back. */
export const LEGACY_STORAGE_KEY = 'steer-demo-db';

/** Why a write could not be kept: the request that made it must fail (507), not answer a success that vanishes. */
export class PersistenceError extends Error {
  constructor(readonly cause: unknown) {
    super("Le stockage du navigateur est plein : la modification n'a pas pu être enregistrée.");
    this.name = 'PersistenceError';
  }
}

export interface PersistenceFailure {
  at: string;
  message: string;
}
const failureListeners = new Set<(failure: PersistenceFailure | null) => void>();
let lastFailure: PersistenceFailure | null = null;

/**
 * The demo console listens: a failed save is shown there with the reset as the way out. Called with null when a
 * reset or load clears it.
 */
export function onPersistenceFailure(listener: (failure: PersistenceFailure | null) => void): () => void {
  failureListeners.add(listener);
  return () => void failureListeners.delete(listener);
}

function setLastFailure(failure: PersistenceFailure | null): void {
  if (failure === lastFailure) return;
  lastFailure = failure;
  for (const listener of [...failureListeners]) listener(failure);
}

/** The last save that failed since the data was last reset or loaded, if any. */
export function lastPersistenceFailure(): PersistenceFailure | null {
  return lastFailure;
}

/**
 * The collections a load reads after the others, while the handlers already answer: the largest that few requests
 * use (the staff survey's answers, the copilote's messages, the internal documents: 4,500 of Groupe Horizon's 26,000
 * records). The handlers that use them `await db.<name>.whenLoaded()` first; any other use before the read is over
 * throws CollectionNotLoadedError (a 500, never an empty answer). A reload of /dashboard then waits for the rest only.
 */
export const DEFERRED_COLLECTIONS = [
  'surveyResponses',
  'chatMessages',
  'companyDocuments',
] as const satisfies readonly CollectionName[];

export type LoadOutcome =
  { source: 'storage' } | { source: 'seed'; reason: 'no-storage' | 'empty' | 'unreadable' | 'corrupt' };

type AnyCollection = Collection<object, unknown>;
function collection(name: CollectionName): AnyCollection {
  return db[name] as unknown as AnyCollection;
}

let attached: RecordStorage | null = null;
/** The revision this tab last read or wrote. */
let knownRevision: number | null = null;
/**
 * The records written since the last commit, by collection and key, with their value before the first of those
 * writes (undefined: the record did not exist). What a commit saves, and what a failed commit puts back.
 */
let pending = new Map<CollectionName, Map<RecordKey, object | undefined>>();
let pendingFlush: ReturnType<typeof setTimeout> | undefined;
/** Counts the fills: a deferred read that a reset or another load overtook is dropped. */
let fillCount = 0;
/** Settles when the current deferred read is over (it never rejects): syncs wait for it. */
let deferredRead: Promise<void> = Promise.resolve();
/** Starts the deferred read now if it is still waiting for the page to be idle. */
let startDeferredRead: () => void = () => undefined;
/** Loads, resets, commits and syncs run one at a time, in order. */
let queue: Promise<unknown> = Promise.resolve();

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

for (const name of COLLECTION_NAMES) {
  for (const hook of ['create', 'update', 'delete'] as const) {
    collection(name).hooks.on(hook, ({ data }) => {
      if (attached === null) return; // in memory only: nothing to save, nothing to put back
      let changed = pending.get(name);
      if (!changed) pending.set(name, (changed = new Map()));
      const key = data.key as RecordKey;
      if (!changed.has(key)) changed.set(key, data.previous);
      scheduleFlush();
    });
  }
}

/** Writes made outside a request (the chat socket's) are saved on a timer; a request's are saved by commitWrites. */
function scheduleFlush(): void {
  if (attached === null || pendingFlush !== undefined) return;
  pendingFlush = setTimeout(() => {
    pendingFlush = undefined;
    void commitWrites().catch(() => undefined);
  }, 0);
}

/** Forgets the writes not yet saved (a load or a reset replaces everything). */
function dropPending(): void {
  pending = new Map();
  if (pendingFlush !== undefined) clearTimeout(pendingFlush);
  pendingFlush = undefined;
}

/** The change set of the pending writes: each written key's current record, or its deletion. */
function changeSetOf(changes: Map<CollectionName, Map<RecordKey, object | undefined>>): ChangeSet {
  const set: ChangeSet = {};
  for (const [name, keys] of changes) {
    const change = { put: [] as object[], delete: [] as RecordKey[] };
    for (const key of keys.keys()) {
      const record = collection(name).byKey(key);
      if (record) change.put.push(record);
      else change.delete.push(key);
    }
    set[name] = change;
  }
  return set;
}

/** Puts written records back as they were before the writes (a commit the storage refused). */
function revert(changes: Map<CollectionName, Map<RecordKey, object | undefined>>): void {
  for (const [name, keys] of changes) {
    for (const [key, before] of keys) {
      collection(name).forget([key]);
      if (before) collection(name).restore([before]);
    }
  }
}

/** A deep, plain copy of every collection, in store order. */
export function snapshotDatabase(): DatabaseSnapshot {
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, structuredClone(collection(name).all())]),
  ) as DatabaseSnapshot;
}

/**
 * Saves the writes made since the last commit, record by record, now. Called after each request's handler: when they
 * cannot be kept (a full storage), the records are put back as they were and PersistenceError is thrown, so the
 * request fails instead of answering a success that a reload would undo.
 */
export function commitWrites(): Promise<void> {
  if (pending.size === 0 || attached === null) return Promise.resolve();
  return exclusive(async () => {
    if (pendingFlush !== undefined) clearTimeout(pendingFlush);
    pendingFlush = undefined;
    const storage = attached;
    const changes = pending;
    pending = new Map();
    if (storage === null || changes.size === 0) return;
    try {
      knownRevision = await storage.write(changeSetOf(changes));
    } catch (error) {
      console.warn('[mock db] could not save the demo data', error);
      revert(changes);
      const failure = new PersistenceError(error);
      setLastFailure({ at: new Date().toISOString(), message: failure.message });
      throw failure;
    }
  });
}

/** Saves the pending writes; false when there is no storage or the storage refused them. */
export async function saveDatabase(): Promise<boolean> {
  if (attached === null) return false;
  try {
    await commitWrites();
    return true;
  } catch {
    return false;
  }
}

/** Applies what another tab stored, record by record; this tab's writes not yet saved win over it. */
function applyChanges(changes: ChangeSet): void {
  for (const name of Object.keys(changes) as CollectionName[]) {
    const change = changes[name];
    if (!change) continue;
    const ours = pending.get(name);
    const target = collection(name);
    const keyOf = (record: object) => (record as Record<string, RecordKey>)[target.primaryKey] as RecordKey;
    target.forget(change.delete.filter((key) => !ours?.has(key)));
    target.restore(change.put.filter((record) => !ours?.has(keyOf(record))));
  }
}

/**
 * Called before each request: when another tab saved since this one last read or wrote, the records it wrote are read
 * (by key, from the change log) and applied, so this tab answers from, and writes on top of, the latest data. A
 * synchronous read of a few bytes when nothing changed.
 */
export async function syncFromStorage(): Promise<void> {
  const storage = attached;
  if (storage === null || storage.publishedRevision() === knownRevision) return;
  await exclusive(async () => {
    // Another tab's records are applied on top of this tab's, never under a deferred read still on its way.
    startDeferredRead();
    await deferredRead;
    if (attached !== storage || knownRevision === null) return;
    if (storage.publishedRevision() === knownRevision) return;
    const since = await storage.changesSince(knownRevision);
    if (since) {
      applyChanges(since.changes);
      knownRevision = since.revision;
      return;
    }
    // The log no longer reaches this tab's revision (a reset, or many writes since): read everything again.
    const stored = await storage.readAll().catch(() => null);
    if (!stored) return;
    const ours = changeSetOf(pending);
    fill(stored.data);
    applyChanges(ours);
    knownRevision = stored.revision;
  });
}

/** Empties the store and puts every record of the snapshot in (records already of the store's own shape). */
function fill(snapshot: DatabaseSnapshot): void {
  fillCount++;
  for (const name of COLLECTION_NAMES) {
    collection(name).setLoading(null);
    collection(name).clear();
  }
  for (const name of COLLECTION_NAMES) collection(name).restore(snapshot[name]);
}

/**
 * Reads the deferred collections once the page is idle (after the first page has drawn: read at once, their records
 * competed with it for the main thread) or as soon as a request asks for them (`whenLoaded`). Until then they refuse
 * use; if a reset or another load fills the store first, the read's result is dropped. A read that fails leaves them
 * refusing until the next reset, and says so in the console.
 */
function readDeferred(storage: RecordStorage): void {
  const generation = fillCount;
  let start!: () => void;
  const started = new Promise<void>((resolve) => (start = resolve));
  const read = started
    .then(() => storage.readCollections(DEFERRED_COLLECTIONS))
    .then((data) => {
      if (generation !== fillCount) return;
      for (const name of DEFERRED_COLLECTIONS) {
        collection(name).restore(data[name] ?? []);
        collection(name).setLoading(null);
      }
    });
  for (const name of DEFERRED_COLLECTIONS) collection(name).setLoading(read, start);
  startDeferredRead = start;
  deferredRead = read.catch((error: unknown) => {
    console.warn('[mock db] could not read the demo data', error);
  });
  whenIdle(start);
}

/**
 * Runs the task once the first page is likely drawn: the page idle after a second (a page's first calls answer within
 * it; the main thread is idle between them too, while a call awaits its crypto). Where idleness is not told, after
 * that second.
 */
function whenIdle(task: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
    else task();
  }, 1_000);
}

/**
 * Where a worker can write a large commit itself, off the page's main thread (Groupe Horizon's build): the attached
 * storage's IndexedDB database, or null when the store is in memory.
 */
export function attachedDatabase(): { name: string; schemaVersion: number } | null {
  return attached?.databaseName && attached.publish
    ? { name: attached.databaseName, schemaVersion: SCHEMA_VERSION }
    : null;
}

/**
 * A commit a worker wrote to the attached database (`attachedDatabase()`), at `revision`, whose records this tab has
 * put in memory as stored (`restore`, no hooks: nothing left to save). Other tabs are told; this tab's revision
 * moves on when the worker's commit came right after it (else its next sync reads the commit back, as another tab's).
 */
export function adoptWorkerCommit(revision: number): Promise<void> {
  return exclusive(async () => {
    const storage = attached;
    if (storage === null) return;
    if ((storage.publishedRevision() ?? 0) < revision) storage.publish?.(revision);
    if (knownRevision === revision - 1) knownRevision = revision;
  });
}

/** A worker's commit the storage refused: reported as a failed save is (the demo console offers the reset). */
export function workerCommitFailed(cause: unknown): PersistenceError {
  console.warn('[mock db] could not save the demo data', cause);
  const failure = new PersistenceError(cause);
  setLastFailure({ at: new Date().toISOString(), message: failure.message });
  return failure;
}

/** Resolves once every collection holds its records (the deferred ones included). */
export async function allCollectionsLoaded(): Promise<void> {
  await Promise.all(COLLECTION_NAMES.map((name) => collection(name).whenLoaded()));
}

/** Fills the store from the seed (as of today) and replaces what the storage held by it. */
async function loadSeed(storage: RecordStorage | null): Promise<void> {
  const seed = seedFor(new Date());
  fill(seed);
  if (storage === null) return;
  try {
    knownRevision = await storage.replace(seed);
  } catch (error) {
    console.warn('[mock db] could not save the demo seed', error);
    setLastFailure({ at: new Date().toISOString(), message: new PersistenceError(error).message });
  }
}

/**
 * Fills the store: from the storage when it holds data of this SCHEMA_VERSION, else from the seed (then written to
 * the storage, replacing what was there). The storage stays attached: later writes are saved to it. Pass no storage
 * to run in memory only (and to detach a previous one). Never rejects because of stored data.
 */
export function loadDatabase({ storage = null }: { storage?: RecordStorage | null } = {}): Promise<LoadOutcome> {
  return exclusive(async () => {
    dropPending();
    attached = storage;
    knownRevision = null;
    setLastFailure(null);
    if (storage === null) {
      fill(seedFor(new Date()));
      return { source: 'seed', reason: 'no-storage' } as const;
    }
    let stored;
    try {
      stored = await storage.readAll({ skip: DEFERRED_COLLECTIONS });
    } catch (error) {
      console.warn('[mock db] could not read the demo data, loading the seed', error);
      await loadSeed(storage);
      return { source: 'seed', reason: 'unreadable' } as const;
    }
    if (stored) {
      try {
        fill(stored.data);
        knownRevision = stored.revision;
        readDeferred(storage);
        return { source: 'storage' } as const;
      } catch (error) {
        // Records that break a unique key: treat as corrupt.
        console.warn('[mock db] saved demo data rejected, loading the seed', error);
        await loadSeed(storage);
        return { source: 'seed', reason: 'corrupt' } as const;
      }
    }
    await loadSeed(storage);
    return { source: 'seed', reason: 'empty' } as const;
  });
}

/**
 * Restores the seed as of today (the demo console's reset, and tests' beforeEach) and saves it to the attached
 * storage. The bytes of uploaded files go too: the seed holds no document, and bytes no record points at would stay
 * in IndexedDB for good.
 */
export async function resetDatabase(): Promise<void> {
  await restoreSnapshot(seedFor(new Date()));
  await fileStore().clear();
}

/**
 * Replaces the whole store with a snapshot (e.g. one taken with snapshotDatabase()) and saves it to the attached
 * storage. Rejects when a record breaks a unique key; the store is then partly filled, so reset it.
 */
export function restoreSnapshot(snapshot: DatabaseSnapshot): Promise<void> {
  return exclusive(async () => {
    dropPending();
    fill(snapshot);
    setLastFailure(null);
    if (attached === null) return;
    try {
      knownRevision = await attached.replace(snapshot);
    } catch (error) {
      console.warn('[mock db] could not save the demo data', error);
      setLastFailure({ at: new Date().toISOString(), message: new PersistenceError(error).message });
    }
  });
}

/**
 * The browser's IndexedDB storage when the browser offers it (private modes may not), else null. Removes the local
 * storage copy of the demo's data that versions up to 3 kept.
 */
export function getBrowserStorage(): RecordStorage | null {
  try {
    globalThis.localStorage?.removeItem(LEGACY_STORAGE_KEY);
    globalThis.localStorage?.removeItem(`${LEGACY_STORAGE_KEY}:revision`);
  } catch {
    // a storage that throws: nothing to give back
  }
  if (typeof indexedDB === 'undefined') return null;
  try {
    return createIndexedDbStorage({ schemaVersion: SCHEMA_VERSION });
  } catch {
    return null;
  }
}

export { createMemoryStorage, type RecordStorage };
