import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendReady, deferBackendStart } from './backend-ready';
import { apiClient } from './client';
import { recordRequests } from '../../tests/record-requests';

describe('the backend gate', () => {
  // Files share this module: leave the gate open for the next test.
  afterEach(async () => {
    deferBackendStart(() => Promise.resolve());
    await backendReady();
  });

  it('is open from the start on a real host', async () => {
    await expect(backendReady()).resolves.toBeUndefined();
  });

  it('starts a registered backend once, on the first call that needs it, and holds calls until it is up', async () => {
    let finishStart = () => {};
    const startup = vi.fn(() => new Promise<void>((resolve) => (finishStart = resolve)));
    deferBackendStart(startup);
    expect(startup).not.toHaveBeenCalled();

    const requests = recordRequests();
    const call = apiClient.POST('/api/auth/logout');
    await vi.waitFor(() => expect(startup).toHaveBeenCalledTimes(1));
    // A little time passes: the call is still held at the gate (a call that is not sent has no state to wait for).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.seen).toEqual([]);

    finishStart();
    const { response } = await call;
    expect(response.status).toBe(200);
    expect(requests.seen).toEqual(['POST /api/auth/logout']);
    await backendReady();
    expect(startup).toHaveBeenCalledTimes(1);
    requests.stop();
  });

  it('lets calls through when the backend fails to start, so they fail like an unreachable server', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deferBackendStart(() => Promise.reject(new Error('worker refusé')));
    await expect(backendReady()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[steer] the in-browser backend did not start', expect.any(Error));
    const { response } = await apiClient.POST('/api/auth/logout');
    expect(response.status).toBe(200);
  });
});
