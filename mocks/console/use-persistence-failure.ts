import { useSyncExternalStore } from 'react';
import { lastPersistenceFailure, onPersistenceFailure, type PersistenceFailure } from '../db';

function subscribe(onChange: () => void): () => void {
  return onPersistenceFailure(onChange);
}

/** The demo data's last failed save (storage full), or null; updates when a save fails or the data is reset. */
export function usePersistenceFailure(): PersistenceFailure | null {
  return useSyncExternalStore(subscribe, lastPersistenceFailure, lastPersistenceFailure);
}
