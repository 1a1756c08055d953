/**
 * The gate every API call passes before it leaves the client. On a real host it is open from the start. In the demo,
 * src/main.tsx renders at once and registers the in-browser backend's start-up here: the first paint never waits for
 * the mock chunk, only calls do, and only until the in-browser backend answers.
 */
let start: (() => Promise<unknown>) | null = null;
let ready: Promise<void> | null = Promise.resolve();

/**
 * Registers the backend's start-up, run once: by the first call that needs the backend, or by `backendReady()` when
 * the page has painted, whichever comes first. When it fails, calls are sent anyway: with no backend to answer they
 * fail like any unreachable server (a network error, shown with 'Réessayer') instead of hanging for ever.
 */
export function deferBackendStart(startup: () => Promise<unknown>): void {
  start = startup;
  ready = null;
}

/** Starts the registered backend if it has not started yet; resolves once it can answer (at once on a real host). */
export function backendReady(): Promise<void> {
  if (ready === null) {
    const startup = start ?? (() => Promise.resolve());
    ready = Promise.resolve()
      .then(startup)
      .then(
        () => undefined,
        (error: unknown) => console.error('[steer] the in-browser backend did not start', error),
      );
  }
  return ready;
}

/**
 * What the in-browser backend is preparing before it can answer, in the words the page shows (the demo's large
 * company, built at its first sign-in); null when nothing. Never set on a real host.
 */
let work: string | null = null;
const workListeners = new Set<() => void>();

/** Called by the in-browser backend when it starts (a sentence) and ends (null) a long preparation. */
export function announceBackendWork(sentence: string | null): void {
  if (sentence === work) return;
  work = sentence;
  for (const listener of [...workListeners]) listener();
}

/** The preparation under way, if any (for `useSyncExternalStore`). */
export function backendWork(): string | null {
  return work;
}

export function subscribeBackendWork(listener: () => void): () => void {
  workListeners.add(listener);
  return () => void workListeners.delete(listener);
}
