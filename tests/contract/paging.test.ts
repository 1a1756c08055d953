import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { listAnswerOf, TOTAL_COUNT_HEADER } from '../../src/api/paging';
import { outcomeOf, signInAs } from './harness';
import { ADMIN, CLAIRE, companyIdOf, idOf } from './personas';

/** The proposed paging of the contract's list calls (openapi.yaml `PageOffset`, `PageLimit`, `X-Total-Count`). */
describe('optional paging of the list calls (proposed extension)', () => {
  it('answers the whole list without the header when no page is asked, as the spec describes', async () => {
    await signInAs(CLAIRE);
    const { data, response } = await apiClient.GET('/users/company/');
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    expect(listAnswerOf(data?.message ?? [], response).kind).toBe('whole');
  });

  it('serves the slice asked for and the whole length in X-Total-Count', async () => {
    await signInAs(CLAIRE);
    const whole = (await apiClient.GET('/users/company/')).data?.message ?? [];
    const { data, response } = await apiClient.GET('/users/company/', { params: { query: { offset: 2, limit: 3 } } });
    const answer = listAnswerOf(data?.message ?? [], response);
    expect(answer).toEqual({ kind: 'page', items: whole.slice(2, 5), total: whole.length });

    await signInAs(ADMIN);
    const users = await apiClient.POST('/api/users/all', {
      params: { query: { offset: 10 } },
      body: { requesterId: idOf(ADMIN) },
    });
    const all = await apiClient.POST('/api/users/all', { body: { requesterId: idOf(ADMIN) } });
    expect(users.data).toEqual(all.data?.slice(10, 110));
    expect(users.response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(all.data?.length));
  });

  it('pages the achievements in their order, newest first, and groups the page', async () => {
    await signInAs(CLAIRE);
    const path = { companyId: companyIdOf(CLAIRE) };
    const { data, response } = await apiClient.GET('/users/solutions/validated-grouped/{companyId}', {
      params: { path, query: { limit: 1 } },
    });
    const entries = Object.values(data?.message ?? {}).flatMap((levels) => Object.values(levels).flat());
    expect(entries).toHaveLength(1);
    expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [{ limit: 0 }, 'Le paramètre limit doit être un entier entre 1 et 500.'],
    [{ limit: 501 }, 'Le paramètre limit doit être un entier entre 1 et 500.'],
    [{ offset: -1 }, 'Le paramètre offset doit être un entier positif ou nul.'],
    [{ offset: 1.5 }, 'Le paramètre offset doit être un entier positif ou nul.'],
  ])('refuses %o with the contract error shape (400)', async (query, message) => {
    await signInAs(CLAIRE);
    const outcome = await outcomeOf(() => apiClient.GET('/documents/company', { params: { query } }));
    expect(outcome).toEqual({ status: 400, body: { statusCode: 400, message, error: 'Bad Request' } });
  });
});
