import { expect, it, vi } from 'vitest';
import { restoreRealTimers } from '../timers';

function nextFrame(): Promise<boolean> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), 500);
  });
}

it('leaves animation frames running after a test that faked setInterval while a frame was due', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  // jsdom schedules its frame interval now, with the fake setInterval.
  requestAnimationFrame(() => undefined);
  restoreRealTimers();
  expect(await nextFrame()).toBe(true);
});
