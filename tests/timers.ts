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
