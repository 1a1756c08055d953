import { describe, expect, it } from 'vitest';
import { apiClient } from '@/api';
import { outcomeOf, signInAs } from '../contract/harness';
import { CLAIRE } from '../contract/personas';
import { resetMockBackend } from '../mock-backend';
import { recordRequests } from '../record-requests';

/**
 * What every test starts from (tests/setup.ts): no session. The reset ends the session a test left through the
 * backend's own logout, the way a browser loses it; with no refresh cookie in the document's jar there is no session
 * to end, and the reset asks the backend nothing (it ran before each of the suite's 2,500 tests, 2 ms each).
 */
describe('the reset between tests', () => {
  it('leaves a session behind for the next test to find ended', async () => {
    await signInAs(CLAIRE);
    expect((await outcomeOf(() => apiClient.POST('/api/auth/refresh'))).status).toBe(200);
  });

  it("finds the previous test's session ended: its refresh cookie was expired by the logout", async () => {
    expect((await outcomeOf(() => apiClient.POST('/api/auth/refresh'))).status).toBe(401);
  });

  it('ends a session with one logout, and asks nothing when there is none', async () => {
    await signInAs(CLAIRE);
    const recording = recordRequests();
    await resetMockBackend();
    expect(recording.seen).toEqual(['POST /api/auth/logout']);
    await resetMockBackend();
    expect(recording.seen).toEqual(['POST /api/auth/logout']);
  });
});
