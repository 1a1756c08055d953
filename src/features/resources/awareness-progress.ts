import { atomWithStorage, createJSONStorage } from '@/lib/jotai';

/** Where a reader is in one awareness module. */
export interface ModuleProgress {
  /** Index of the screen last shown (0-based). */
  screen: number;
  completed: boolean;
}

/** Progress per user id, then per module id: two people sharing a browser keep their own markers. */
export type AwarenessProgress = Record<string, Record<string, ModuleProgress>>;

export const AWARENESS_PROGRESS_KEY = 'steer-awareness-progress';

/**
 * Client state (static content, nothing to send to a server): remembered in local storage across sessions. A stored
 * value that is not an object is ignored.
 */
export const awarenessProgressAtom = atomWithStorage<AwarenessProgress>(
  AWARENESS_PROGRESS_KEY,
  {},
  createJSONStorage<AwarenessProgress>(() => localStorage),
  { getOnInit: true },
);

export function progressOf(all: AwarenessProgress, userId: number, moduleId: string): ModuleProgress | undefined {
  const entry = all[String(userId)]?.[moduleId];
  return entry && typeof entry.screen === 'number' ? entry : undefined;
}

export function withProgress(
  all: AwarenessProgress,
  userId: number,
  moduleId: string,
  progress: ModuleProgress,
): AwarenessProgress {
  const key = String(userId);
  return { ...all, [key]: { ...all[key], [moduleId]: progress } };
}
