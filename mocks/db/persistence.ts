import { seedFor } from '../seed/relative';
import { db } from './collections';
import { fileStore } from './file-store';
import { COLLECTION_NAMES, databaseSnapshotSchema, type DatabaseSnapshot } from './schema';

/**
 * Loading, saving and resetting the store.
 *
 * In the browser the demo keeps its data across reloads: `loadDatabase({ storage: localStorage })` restores the
 * snapshot saved under STORAGE_KEY, and every later write is saved again automatically. A saved snapshot of another
 * SCHEMA_VERSION, or one that fails to parse or validate, is discarded and the seed is loaded instead; loading never
 * throws for bad stored data. Without a storage (Node tests, Storybook) the store lives in memory only.
 *
 * @msw/data's own persist() extension is not used: it saves only on `unload`, keys collections by creation order,
 * has no version and cannot be pointed at another Storage, so it can neither discard stale data nor run in tests.
 */

/**
 * Bump when a record schema changes in a way old saved data would not satisfy: browsers then reload the seed.
 * 2: passwords stored hashed, refresh sessions kept server-side. 3: the action plan's levers and KPI options, the
 * documents, the staff survey and notification preferences.
 */
export const SCHEMA_VERSION = 3;
export const STORAGE_KEY = 'steer-demo-db';

interface PersistedDatabase {
  version: number;
  savedAt: string;
  /** Changes at every save; also written alone under REVISION_KEY, cheap to read before each request. */
  revision?: string;
  data: DatabaseSnapshot;
}

/** Read before each request: another tab's save changes it, and this tab reloads before answering. */
export const REVISION_KEY = `${STORAGE_KEY}:revision`;

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

export type LoadOutcome =
  | { source: 'storage' }
  | { source: 'seed'; reason: 'no-storage' | 'empty' | 'unreadable' | 'stale-version' | 'corrupt' };

type ReadResult =
  { ok: true; data: DatabaseSnapshot } | { ok: false; reason: Extract<LoadOutcome, { source: 'seed' }>['reason'] };

let attachedStorage: Storage | null = null;
/** Above 0 while a snapshot is being loaded: those creates and deletes are not writes to save. */
let loading = 0;
/** Writes made since the last successful save. */
let dirty = false;
/** The revision this tab last loaded or saved; null when it never did. */
let knownRevision: string | null = null;
/** The data as last loaded or saved: the base of a merge with another tab's save, and what a failed write reverts to. */
let persistedBase: DatabaseSnapshot | null = null;
let pendingSave: ReturnType<typeof setTimeout> | undefined;
let flushOnPageHide = false;
/** Loads and resets run one at a time, so two resets in a row cannot interleave their records. */
let queue: Promise<unknown> = Promise.resolve();

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** What this module needs of a collection, whatever its record type (the records are the snapshot's own). */
interface AnyCollection {
  all(): object[];
  clear(): void;
  create(record: unknown): Promise<unknown>;
  hooks: { on(type: 'create' | 'update' | 'delete', listener: () => void): unknown };
}

function collection(name: (typeof COLLECTION_NAMES)[number]): AnyCollection {
  return db[name] as unknown as AnyCollection;
}

// Save after every write. A timer (not a microtask) lets an update finish: its hook fires before the record is
// replaced, and a handler's several writes end up in one save.
for (const name of COLLECTION_NAMES) {
  for (const hook of ['create', 'update', 'delete'] as const) {
    collection(name).hooks.on(hook, () => scheduleSave());
  }
}

function scheduleSave(): void {
  if (loading > 0) return;
  dirty = true;
  if (attachedStorage === null || pendingSave !== undefined) return;
  pendingSave = setTimeout(() => {
    pendingSave = undefined;
    saveDatabase();
  }, 0);
}

function cancelPendingSave(): void {
  if (pendingSave !== undefined) clearTimeout(pendingSave);
  pendingSave = undefined;
}

/** A deep, plain copy of every collection (no @msw/data internals), in store order. */
export function snapshotDatabase(): DatabaseSnapshot {
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, structuredClone(collection(name).all())]),
  ) as DatabaseSnapshot;
}

function newRevision(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function readRevision(storage: Storage): string | null {
  try {
    return storage.getItem(REVISION_KEY);
  } catch {
    return null;
  }
}

/** A record's identity within its collection, for merging two tabs' writes record by record. */
function keyOf(record: object): string {
  const { id, token, companyId } = record as { id?: unknown; token?: unknown; companyId?: unknown };
  return JSON.stringify(id ?? token ?? companyId ?? record);
}

/**
 * Three-way merge of two tabs' data, record by record: every record this tab changed, created or deleted since
 * `base` is applied onto `theirs` (the other tab's save); everything else is theirs.
 */
export function mergeSnapshots(
  base: DatabaseSnapshot,
  ours: DatabaseSnapshot,
  theirs: DatabaseSnapshot,
): DatabaseSnapshot {
  const merged: Partial<Record<keyof DatabaseSnapshot, object[]>> = {};
  for (const name of COLLECTION_NAMES) {
    const baseByKey = new Map(base[name].map((record) => [keyOf(record), JSON.stringify(record)]));
    const ourByKey = new Map<string, object>(ours[name].map((record) => [keyOf(record), record]));
    const result = new Map<string, object>(theirs[name].map((record) => [keyOf(record), record]));
    for (const [key, record] of ourByKey) {
      if (baseByKey.get(key) !== JSON.stringify(record)) result.set(key, record);
    }
    for (const key of baseByKey.keys()) if (!ourByKey.has(key)) result.delete(key);
    merged[name] = [...result.values()];
  }
  return merged as DatabaseSnapshot;
}

function writePersisted(storage: Storage, data: DatabaseSnapshot): void {
  const revision = newRevision();
  const persisted: PersistedDatabase = { version: SCHEMA_VERSION, savedAt: new Date().toISOString(), revision, data };
  storage.setItem(STORAGE_KEY, JSON.stringify(persisted));
  storage.setItem(REVISION_KEY, revision);
  knownRevision = revision;
  persistedBase = data;
}

/**
 * Writes the store to the attached storage now (automatic saves call this too). When another tab saved since this
 * one last read, its data is merged in record by record first, so neither tab's writes are lost. Returns false when
 * no storage is attached or the write failed (quota, private mode); the store itself is unaffected.
 */
export function saveDatabase(): boolean {
  cancelPendingSave();
  if (attachedStorage === null) return false;
  let data = snapshotDatabase();
  try {
    if (persistedBase !== null && readRevision(attachedStorage) !== knownRevision) {
      const theirs = readPersisted(attachedStorage);
      if (theirs.ok) data = mergeSnapshots(persistedBase, data, theirs.data);
    }
    writePersisted(attachedStorage, data);
    dirty = false;
    return true;
  } catch (error) {
    console.warn('[mock db] could not save the demo data', error);
    setLastFailure({ at: new Date().toISOString(), message: new PersistenceError(error).message });
    return false;
  }
}

/**
 * Called after each request's handler: saves its writes now, and when they cannot be kept, puts the store back as
 * it was last saved and throws PersistenceError, so the request fails instead of answering a success that a reload
 * would undo.
 */
export async function commitWrites(): Promise<void> {
  if (!dirty || attachedStorage === null) return;
  if (saveDatabase()) return;
  const base = persistedBase;
  dirty = false;
  if (base !== null) {
    await exclusive(async () => {
      cancelPendingSave();
      await fill(base);
    });
  }
  throw new PersistenceError(lastFailure);
}

/**
 * Called before each request: when another tab saved since this one last read or wrote, its data is loaded first,
 * so this tab answers from (and writes on top of) the latest data. A cheap read of REVISION_KEY when nothing changed.
 */
export async function syncFromStorage(): Promise<void> {
  const storage = attachedStorage;
  if (storage === null || readRevision(storage) === knownRevision) return;
  await exclusive(async () => {
    if (attachedStorage !== storage) return;
    const revision = readRevision(storage);
    if (revision === knownRevision) return;
    const theirs = readPersisted(storage);
    if (!theirs.ok) return;
    cancelPendingSave();
    const merged =
      dirty && persistedBase !== null ? mergeSnapshots(persistedBase, snapshotDatabase(), theirs.data) : null;
    await fill(merged ?? theirs.data);
    knownRevision = revision;
    persistedBase = theirs.data;
    if (merged) saveDatabase();
  });
}

function readPersisted(storage: Storage | null): ReadResult {
  if (storage === null) return { ok: false, reason: 'no-storage' };
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (raw === null) return { ok: false, reason: 'empty' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, reason: 'corrupt' };
  const { version, data } = parsed as Partial<PersistedDatabase>;
  if (typeof version !== 'number') return { ok: false, reason: 'corrupt' };
  if (version !== SCHEMA_VERSION) return { ok: false, reason: 'stale-version' };

  const validated = databaseSnapshotSchema.safeParse(data);
  return validated.success ? { ok: true, data: validated.data } : { ok: false, reason: 'corrupt' };
}

/** How long filling the store runs before it lets the browser paint and handle input (see `yieldToBrowser`). */
const FILL_SLICE_MS = 8;

/**
 * Lets the browser run its pending work (input, paint) before filling goes on, where it offers `scheduler.yield()`
 * (Chromium): the demo's first load validates and indexes the whole seed, about 50 ms at full speed and 200 ms on a
 * slowed phone CPU, which in one task would freeze the login form that is already on screen. Elsewhere (Node tests,
 * browsers without it) the fill runs in one go, as before.
 */
function yieldToBrowser(): Promise<void> | undefined {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.();
}

/** Empties the store and creates every record of the snapshot, one at a time (see unique.ts). */
async function fill(snapshot: DatabaseSnapshot): Promise<void> {
  loading++;
  try {
    for (const name of COLLECTION_NAMES) collection(name).clear();
    let sliceStart = performance.now();
    for (const name of COLLECTION_NAMES) {
      const target = collection(name);
      for (const record of snapshot[name]) {
        await target.create(record);
        if (performance.now() - sliceStart < FILL_SLICE_MS) continue;
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  } finally {
    loading--;
  }
}

/**
 * Fills the store: from the storage's saved snapshot when it is valid and of this SCHEMA_VERSION, else from the seed
 * (then saved to the storage, replacing what was there). The storage stays attached: later writes are saved to it.
 * Pass no storage to run in memory only (and to detach a previous one). Never rejects because of stored data.
 */
export function loadDatabase({ storage = null }: { storage?: Storage | null } = {}): Promise<LoadOutcome> {
  return exclusive(async () => {
    cancelPendingSave();
    attachedStorage = storage;
    watchPageHide();

    knownRevision = null;
    persistedBase = null;
    dirty = false;
    setLastFailure(null);
    const read = readPersisted(storage);
    if (read.ok) {
      try {
        await fill(read.data);
        knownRevision = storage === null ? null : readRevision(storage);
        persistedBase = read.data;
        return { source: 'storage' } as const;
      } catch (error) {
        // Valid records that break a unique key or similar: treat as corrupt.
        console.warn('[mock db] saved demo data rejected, loading the seed', error);
      }
    }

    await fill(seedFor(new Date()));
    if (storage !== null) saveDatabase();
    return { source: 'seed', reason: read.ok ? 'corrupt' : read.reason } as const;
  });
}

/**
 * Restores the seed as of today (the demo console's reset, and tests' beforeEach) and saves it to the attached storage. The bytes
 * of uploaded files go too: the seed holds no document, and bytes no record points at would stay in IndexedDB for good.
 */
export async function resetDatabase(): Promise<void> {
  await restoreSnapshot(seedFor(new Date()));
  await fileStore().clear();
}

/**
 * Replaces the whole store with a snapshot (e.g. one taken with snapshotDatabase()) and saves it to the attached
 * storage. Rejects when a record does not match its schema or breaks a unique key; the store is then partly filled,
 * so reset it.
 */
export function restoreSnapshot(snapshot: DatabaseSnapshot): Promise<void> {
  return exclusive(async () => {
    cancelPendingSave();
    await fill(snapshot);
    // A reset replaces everything: no merge with what another tab saved before.
    persistedBase = null;
    setLastFailure(null);
    saveDatabase();
  });
}

/** The browser's localStorage when it is usable (it may be missing or throw in private modes), else null. */
export function getBrowserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    if (storage === undefined) return null;
    storage.getItem(STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** A Storage kept in memory: lets tests simulate a reload without a browser. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A pending save may not get its timer before the tab goes away: flush it on pagehide. */
function watchPageHide(): void {
  if (flushOnPageHide || typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  flushOnPageHide = true;
  window.addEventListener('pagehide', () => {
    if (pendingSave !== undefined) saveDatabase();
  });
}
