/**
 * When and how soon a call is sent again (issue 35). A call is retried only when sending it twice cannot write twice:
 * reads, PUTs and PATCHes (they set a state), and creates that carry an `Idempotency-Key` (the server answers the
 * first answer again). It is retried on what a later attempt can change: no answer at all (network error, reset),
 * 502, 503, 504 (the host or a proxy in front of it is having a bad moment) and 429 (asked to slow down). Never on
 * another answer: a 4xx is the server's verdict, a 500 a fault a retry only repeats.
 */

/** Attempts after the first. */
export const MAX_RETRIES = 3;
/** The first wait; each later one doubles, with jitter. */
export const RETRY_BASE_DELAY_MS = 400;
/** No wait is longer than this, whatever `Retry-After` asks: a person is waiting on the screen. */
export const RETRY_MAX_DELAY_MS = 5_000;

const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
const SAFE_TO_REPEAT: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH']);

/** Whether the request may be sent again without risking a second write. */
export function isRepeatable(method: string, headers: Headers): boolean {
  const verb = method.toUpperCase();
  return SAFE_TO_REPEAT.has(verb) || (verb === 'POST' && headers.has('Idempotency-Key'));
}

/** Whether an answer (or its absence: `null`) is worth another attempt. */
export function isTransient(status: number | null): boolean {
  return status === null || TRANSIENT_STATUSES.has(status);
}

/** `Retry-After` in milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * How long to wait before retry number `retry` (0 for the first): the server's `Retry-After` when it gave one,
 * otherwise an exponential back-off with "equal jitter" (half fixed, half random), so a crowd of clients that failed
 * together does not come back together. Capped at RETRY_MAX_DELAY_MS.
 */
export function retryDelayMs(retry: number, retryAfter: string | null, random: () => number = Math.random): number {
  const asked = retryAfterMs(retryAfter);
  if (asked !== null) return Math.min(asked, RETRY_MAX_DELAY_MS);
  const ceiling = Math.min(RETRY_BASE_DELAY_MS * 2 ** retry, RETRY_MAX_DELAY_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** When the client waits before trying again, and for how long it goes on trying at all. */
export interface RetryTiming {
  /** Milliseconds before retry number `retry` (0 for the first), given the answer's `Retry-After`. */
  delayMs: (retry: number, retryAfter: string | null) => number;
  /** Once aborted, every wait, running or to come, ends at once and nothing more is tried (the page's, or a test's, end). */
  signal?: AbortSignal;
}

const BACK_OFF: RetryTiming = { delayMs: (retry, retryAfter) => retryDelayMs(retry, retryAfter) };
let timing: RetryTiming = BACK_OFF;

/**
 * Replaces the timing of every retry (the API client's and the session's refresh); `null` restores the back-off.
 * Tests set no wait, and end the retries of each test with it (tests/setup.ts).
 */
export function setRetryTiming(next: RetryTiming | null): void {
  timing = next ?? BACK_OFF;
}

/**
 * The one back-off sleep: waits before retry number `retry`, then resolves true; resolves false at once, without
 * waiting, when `signal` aborts (the caller gave up) or the retries were ended (`RetryTiming.signal`): the caller
 * then sends nothing more.
 */
export function waitBeforeRetry(retry: number, retryAfter: string | null, signal?: AbortSignal): Promise<boolean> {
  const signals = [signal, timing.signal].filter((each): each is AbortSignal => each !== undefined);
  if (signals.some((each) => each.aborted)) return Promise.resolve(false);
  const ms = timing.delayMs(retry, retryAfter);
  return new Promise((resolve) => {
    const stop = () => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    function finish(waited: boolean) {
      clearTimeout(timer);
      for (const each of signals) each.removeEventListener('abort', stop);
      resolve(waited);
    }
    for (const each of signals) each.addEventListener('abort', stop, { once: true });
  });
}
