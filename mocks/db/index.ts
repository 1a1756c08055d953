/**
 * The mock backend's typed data store: collections, record types, shared lookups and persistence.
 *
 * Start-up (browser): `await loadDatabase({ storage: getBrowserStorage() })` (IndexedDB) before the handlers start answering.
 * Tests: `beforeEach(() => resetDatabase())`; build the records a test needs with `db.<collection>.create(...)`.
 */
export { db, type Database, type Stored } from './collections';
export * from './constants';
export * from './schema';
export * from './helpers';
export { PASSWORD_HASH_PATTERN, hashPassword, verifyPassword } from './passwords';
export { computeScores, isRating, pointsToGain, scoreRangeOf, type Scores } from './scoring';
export { UniqueConstraintError } from './unique';
export { CollectionNotLoadedError } from './table';
export {
  DEFERRED_COLLECTIONS,
  LEGACY_STORAGE_KEY,
  PersistenceError,
  adoptWorkerCommit,
  allCollectionsLoaded,
  attachedDatabase,
  commitWrites,
  lastPersistenceFailure,
  onPersistenceFailure,
  syncFromStorage,
  createMemoryStorage,
  getBrowserStorage,
  loadDatabase,
  resetDatabase,
  restoreSnapshot,
  saveDatabase,
  snapshotDatabase,
  workerCommitFailed,
  type LoadOutcome,
  type PersistenceFailure,
  type RecordStorage,
} from './persistence';
export { DEMO_DATABASE_NAME, createIndexedDbStorage, type ChangeSet } from './record-storage';
export { browserFileStore, createMemoryFileStore, fileStore, attachFileStore, type FileStore } from './file-store';
