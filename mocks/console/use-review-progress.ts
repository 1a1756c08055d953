import { useSyncExternalStore } from 'react';
import { readSeen, subscribeSeen } from '../review/progress';

/** The review entries seen, re-rendering on every change (this console, the review page, another tab). */
export function useReviewProgress(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeSeen, readSeen, readSeen);
}
