import { vi } from 'vitest';

/**
 * Ends a test's fake timers. jsdom (31) runs animation frames and its focus fix-up on one Node interval, created on
 * demand with whatever `setInterval` is global at that moment: created under fake timers, it never fires once they
 * are gone, and `requestAnimationFrame` then stays silent for every later file of the worker (a focus moved in a
 * frame never moves). Under the fake clock that interval first runs out (it stops itself once idle).
 */
export function restoreRealTimers(): void {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(50);
  vi.useRealTimers();
}

/**
 * `vi.waitFor` for a state outside the document (the chat server's messages, a store's snapshot), checked every 5 ms
 * instead of Vitest's 50: a chat message's round trip over mock-socket takes a few milliseconds, and each wait that
 * missed its first check waited out a whole 50 ms poll (about a second across the chat tests, issue 48). Waits on
 * the document keep Testing Library's `waitFor`, which checks again on every change of the DOM.
 */
export function waitForState<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { interval: 5 });
}
