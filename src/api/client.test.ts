import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config/env';
import { server } from '../../mocks/node';
import { apiClient } from './client';
import { SLOW_CALL_MS, getConnectivity, resetConnectivity } from './connectivity';
import { IDEMPOTENCY_KEY_HEADER, isKeyedCreate } from './idempotency-key';

const api = (path: string) => `${config.apiUrl}${path}`;
const PLAN = '/users/solutions/{email}/plan';
const email = 'claire.martin@verdance.fr';

/** Answers the given statuses in turn (null: no answer at all), recording every request's idempotency key. */
function answerInTurn(method: 'get' | 'post' | 'patch', path: string, statuses: Array<number | null>) {
  const keys: Array<string | null> = [];
  let call = 0;
  server.use(
    http[method](api(path), ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      const status = statuses[Math.min(call++, statuses.length - 1)] ?? null;
      if (status === null) return HttpResponse.error();
      return HttpResponse.json(status < 400 ? { id: 7, leverId: 3 } : { statusCode: status, message: 'x' }, {
        status,
      });
    }),
  );
  return keys;
}

afterEach(() => resetConnectivity());

describe('the client retries what cannot write twice', () => {
  it('retries a read after no answer, 502, 503 and 429, then returns the answer', async () => {
    const keys = answerInTurn('get', '/documents/company', [null, 502, 429, 200]);
    const { response } = await apiClient.GET('/documents/company');
    expect(response.status).toBe(200);
    expect(keys).toHaveLength(4);
  });

  it('gives up after three retries and reports the last failure', async () => {
    const keys = answerInTurn('get', '/documents/company', [503]);
    await expect(apiClient.GET('/documents/company')).rejects.toMatchObject({ status: 503 });
    expect(keys).toHaveLength(4);
  });

  it('does not retry a 500 or a refusal', async () => {
    const keys = answerInTurn('patch', '/users/update-collaborator', [500]);
    await expect(
      apiClient.PATCH('/users/update-collaborator', { body: { email, role: 'Acteur' } as never }),
    ).rejects.toMatchObject({ status: 500 });
    expect(keys).toHaveLength(1);
  });

  it('sends a create with one key, the same on every retry', async () => {
    const keys = answerInTurn('post', '/users/solutions/:email/plan', [null, 504, 201]);
    await apiClient.POST(PLAN, { params: { path: { email } }, body: { leverId: 3 } });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("keeps the key while the outcome is unknown (the person's 'Réessayer' reuses it), a new one once answered", async () => {
    const keys = answerInTurn('post', '/users/solutions/:email/plan', [null, null, null, null, 201, 201]);
    const send = () => apiClient.POST(PLAN, { params: { path: { email } }, body: { leverId: 3 } });
    await expect(send()).rejects.toMatchObject({ status: 0 });
    await send();
    await send();
    expect(keys).toHaveLength(6);
    expect(new Set(keys.slice(0, 5)).size).toBe(1);
    expect(keys[5]).not.toBe(keys[0]);
  });

  it('never retries a POST that is not a keyed create', async () => {
    expect(isKeyedCreate('POST', api('/api/auth/login'))).toBe(false);
    const keys = answerInTurn('post', '/api/auth/login', [503]);
    await expect(apiClient.POST('/api/auth/login', { body: { email, password: 'x' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(keys).toEqual([null]);
  });

  it('says it is offline once calls in a row found no server, and no longer when one answers', async () => {
    answerInTurn('get', '/documents/company', [null, null, null, null, null, null, null, null, 200]);
    await expect(apiClient.GET('/documents/company')).rejects.toMatchObject({ status: 0 });
    expect(getConnectivity().offline).toBe(false);
    await expect(apiClient.GET('/documents/company')).rejects.toMatchObject({ status: 0 });
    expect(getConnectivity().offline).toBe(true);
    await apiClient.GET('/documents/company');
    expect(getConnectivity().offline).toBe(false);
  });

  it('says the server is slow once a call has waited 3 s for its answer, and no longer once it is answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(api('/documents/company'), async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    try {
      const call = apiClient.GET('/documents/company');
      await vi.advanceTimersByTimeAsync(SLOW_CALL_MS - 100);
      expect(getConnectivity().slow).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(getConnectivity().slow).toBe(true);
      answer();
      await call;
      expect(getConnectivity().slow).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
