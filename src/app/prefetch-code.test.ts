import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreRealTimers } from '../../tests/timers';
import { whenSettledAfterFirstPaint } from './prefetch-code';

/**
 * Time is the subject (the task must not run while a call is pending, nor once cancelled, however long one waits):
 * a fake clock runs the waits out, the idle fallback's included, in no time.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
}

describe('whenSettledAfterFirstPaint', () => {
  afterEach(() => restoreRealTimers());

  it("waits for the page's calls to answer before prefetching, then runs once idle", async () => {
    fakeClock();
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const task = vi.fn();
    whenSettledAfterFirstPaint(queryClient, task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
    answer('ok');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', async () => {
    fakeClock();
    const queryClient = new QueryClient();
    const task = vi.fn();
    const cancel = whenSettledAfterFirstPaint(queryClient, task);
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
