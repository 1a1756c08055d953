import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { whenSettledAfterFirstPaint } from './prefetch-code';

describe('whenSettledAfterFirstPaint', () => {
  it("waits for the page's calls to answer before prefetching, then runs once idle", async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const task = vi.fn();
    whenSettledAfterFirstPaint(queryClient, task);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(task).not.toHaveBeenCalled();
    answer('ok');
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });

  it('can be cancelled before it runs', async () => {
    const queryClient = new QueryClient();
    const task = vi.fn();
    const cancel = whenSettledAfterFirstPaint(queryClient, task);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(task).not.toHaveBeenCalled();
  });
});
