import { REVIEW_ENTRIES } from './entries';

/**
 * Which review entries the reviewer has seen, kept in local storage (across reloads, sign-outs and data resets, shared
 * by the demo's tabs) until they reset it. Ids no longer in the list are ignored.
 */
export const REVIEW_PROGRESS_KEY = 'steer-demo-review-seen';

const listeners = new Set<() => void>();
let cached: { raw: string | null; seen: ReadonlySet<string> } | null = null;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function parse(raw: string | null): ReadonlySet<string> {
  const known = new Set(REVIEW_ENTRIES.map((entry) => entry.id));
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return new Set(
      Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && known.has(id)) : [],
    );
  } catch {
    return new Set();
  }
}

/** The ids seen; the same object until they change (a useSyncExternalStore snapshot). */
export function readSeen(): ReadonlySet<string> {
  const raw = storage()?.getItem(REVIEW_PROGRESS_KEY) ?? null;
  if (cached === null || cached.raw !== raw) cached = { raw, seen: parse(raw) };
  return cached.seen;
}

function write(seen: ReadonlySet<string>): void {
  const ids = REVIEW_ENTRIES.map((entry) => entry.id).filter((id) => seen.has(id));
  storage()?.setItem(REVIEW_PROGRESS_KEY, JSON.stringify(ids));
  listeners.forEach((listener) => listener());
}

export function setSeen(id: string, seen: boolean): void {
  const next = new Set(readSeen());
  if (seen) next.add(id);
  else next.delete(id);
  write(next);
}

export function resetSeen(): void {
  storage()?.removeItem(REVIEW_PROGRESS_KEY);
  listeners.forEach((listener) => listener());
}

/** Calls back on every change, from this page or another tab of the demo. */
export function subscribeSeen(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === REVIEW_PROGRESS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** « 23 écrans vus sur 41 » (French: 0 and 1 take the singular). */
export function progressLabel(seen: number, total: number = REVIEW_ENTRIES.length): string {
  return seen < 2 ? `${seen} écran vu sur ${total}` : `${seen} écrans vus sur ${total}`;
}
