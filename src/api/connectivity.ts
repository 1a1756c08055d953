/**
 * What the person should know about the connection (issue 35), for the banner the app shows: offline (the browser
 * says so, or the last calls all failed without any answer), reconnecting (a call or the session's renewal is
 * waiting to try again after an outage), or slow (a call has waited for its answer longer than SLOW_CALL_MS). An
 * external store, read with `useSyncExternalStore`.
 */
export interface Connectivity {
  /** « Vous êtes hors ligne ». */
  offline: boolean;
  /** « Connexion au serveur perdue — nouvelle tentative... ». */
  reconnecting: boolean;
  /** « Le serveur met du temps à répondre... ». */
  slow: boolean;
}

/** How long a call waits for its answer before the person is told the server is slow (issue 35: a notice from 3 s). */
export const SLOW_CALL_MS = 3_000;

/** Calls in a row that found no server at all before the client says it is offline. */
export const OFFLINE_AFTER_FAILED_CALLS = 2;

let unansweredCalls = 0;
let retrying = 0;
let slowCalls = 0;
/** The calls not slow yet, and the store's generation (a reset forgets the calls begun before it). */
const slowTimers = new Set<ReturnType<typeof setTimeout>>();
let generation = 0;
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let snapshot: Connectivity = { offline: browserOffline, reconnecting: false, slow: false };
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

/** How often a client that found no server asks again whether one answers. */
export const PROBE_INTERVAL_MS = 5_000;
let probe: (() => Promise<boolean>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** How to ask whether the server answers at all (client.ts registers a bare request to the API's origin). */
export function setReachabilityProbe(next: (() => Promise<boolean>) | null): void {
  probe = next;
}

function scheduleProbe(): void {
  clearTimeout(probeTimer);
  if (!probe || unansweredCalls < OFFLINE_AFTER_FAILED_CALLS) return;
  const ask = probe;
  probeTimer = setTimeout(() => {
    void ask().then((answered) => {
      if (answered) reportCallOutcome(true);
      else scheduleProbe();
    });
  }, PROBE_INTERVAL_MS);
}

function publish(): void {
  const next: Connectivity = {
    offline: browserOffline || unansweredCalls >= OFFLINE_AFTER_FAILED_CALLS,
    reconnecting: retrying > 0,
    slow: slowCalls > 0,
  };
  if (next.offline === snapshot.offline && next.reconnecting === snapshot.reconnecting && next.slow === snapshot.slow)
    return;
  const cameBack = snapshot.offline && !next.offline;
  snapshot = next;
  for (const listener of [...listeners]) listener();
  if (cameBack) for (const listener of [...reconnectListeners]) listener();
}

export function getConnectivity(): Connectivity {
  return snapshot;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the connection comes back after the client said it was offline (queued answers are sent then). */
export function onBackOnline(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** A call ended: `answered` when any server answer arrived, false when none did. */
export function reportCallOutcome(answered: boolean): void {
  unansweredCalls = answered ? 0 : unansweredCalls + 1;
  publish();
  if (!answered) scheduleProbe();
}

/** Something waits to try again after an outage; call the returned function when it is over. */
export function beginRetrying(): () => void {
  retrying += 1;
  publish();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    retrying -= 1;
    publish();
  };
}

/**
 * A call has left; call the returned function when it is over (answered, failed or abandoned). From SLOW_CALL_MS on,
 * until it is over, the connection counts as slow.
 */
export function beginCall(): () => void {
  const started = generation;
  let slow = false;
  let done = false;
  const timer = setTimeout(() => {
    slowTimers.delete(timer);
    slow = true;
    slowCalls += 1;
    publish();
  }, SLOW_CALL_MS);
  slowTimers.add(timer);
  return () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    slowTimers.delete(timer);
    // A reset (tests) has already forgotten this call.
    if (!slow || started !== generation) return;
    slowCalls -= 1;
    publish();
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOffline = true;
    publish();
  });
  window.addEventListener('online', () => {
    browserOffline = false;
    unansweredCalls = 0;
    publish();
  });
}

/** Back to a fresh page's state (tests). */
export function resetConnectivity(): void {
  clearTimeout(probeTimer);
  unansweredCalls = 0;
  retrying = 0;
  slowCalls = 0;
  for (const timer of slowTimers) clearTimeout(timer);
  slowTimers.clear();
  generation += 1;
  browserOffline = false;
  publish();
}
