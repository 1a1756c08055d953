import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  isRepeatable,
  isTransient,
  retryAfterMs,
  retryDelayMs,
  setRetryTiming,
  waitBeforeRetry,
} from './retry-policy';

describe('retry policy', () => {
  it('repeats reads, PUTs, PATCHes and keyed creates, never an unkeyed POST or a DELETE', () => {
    const none = new Headers();
    const keyed = new Headers({ 'Idempotency-Key': '3f1c8a2e-0000-4000-8000-000000000000' });
    expect(['GET', 'HEAD', 'PUT', 'PATCH', 'put'].map((method) => isRepeatable(method, none))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isRepeatable('POST', none)).toBe(false);
    expect(isRepeatable('POST', keyed)).toBe(true);
    expect(isRepeatable('DELETE', keyed)).toBe(false);
  });

  it('retries no answer, 502, 503, 504 and 429, and no other answer', () => {
    expect([null, 429, 502, 503, 504].every(isTransient)).toBe(true);
    expect([200, 201, 400, 401, 403, 404, 409, 422, 500, 501, 507].some(isTransient)).toBe(false);
    expect(MAX_RETRIES).toBe(3);
  });

  it('honours Retry-After in seconds and as a date, capped so nobody waits on a spinner for ever', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('bientôt')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
    expect(retryDelayMs(0, '2')).toBe(2_000);
    expect(retryDelayMs(0, '120')).toBe(RETRY_MAX_DELAY_MS);
  });

  it('backs off exponentially with jitter: half of each wait is fixed, half random', () => {
    const lowest = [0, 1, 2].map((retry) => retryDelayMs(retry, null, () => 0));
    const highest = [0, 1, 2].map((retry) => retryDelayMs(retry, null, () => 1));
    expect(lowest).toEqual([RETRY_BASE_DELAY_MS / 2, RETRY_BASE_DELAY_MS, RETRY_BASE_DELAY_MS * 2]);
    expect(highest).toEqual([RETRY_BASE_DELAY_MS, RETRY_BASE_DELAY_MS * 2, RETRY_BASE_DELAY_MS * 4]);
    expect(retryDelayMs(20, null, () => 1)).toBe(RETRY_MAX_DELAY_MS);
    // Clients that failed together come back spread out.
    const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(1, null)));
    expect(spread.size).toBeGreaterThan(1);
  });

  describe('waitBeforeRetry, the one back-off sleep', () => {
    afterEach(() => setRetryTiming(null));

    it('waits the timing asked for, then says so', async () => {
      const asked: Array<[number, string | null]> = [];
      setRetryTiming({ delayMs: (retry, retryAfter) => (asked.push([retry, retryAfter]), 40) });
      const started = performance.now();
      expect(await waitBeforeRetry(2, '1')).toBe(true);
      expect(performance.now() - started).toBeGreaterThanOrEqual(35);
      expect(asked).toEqual([[2, '1']]);
    });

    it("ends at once, without waiting, when the caller's signal aborts or the retries are ended", async () => {
      const retries = new AbortController();
      setRetryTiming({ delayMs: () => 60_000, signal: retries.signal });
      const call = new AbortController();
      const waits = [waitBeforeRetry(0, null, call.signal), waitBeforeRetry(0, null)];
      call.abort();
      expect(await waits[0]).toBe(false);
      retries.abort();
      expect(await waits[1]).toBe(false);
      expect(await waitBeforeRetry(1, null)).toBe(false);
    });
  });
});
