import { config } from '../src/config/env';
import { resetDatabase } from '../mocks/db';
import { resetNetworkSettings } from '../mocks/network';

/**
 * Every test starts from the seed, with a perfect network and no session: MSW keeps response cookies in its own
 * jar for the whole file, so the previous test's refresh cookie is expired the way a browser's would be — by the
 * server's logout answer.
 */
export async function resetMockBackend(): Promise<void> {
  resetNetworkSettings();
  await resetDatabase();
  await fetch(`${config.apiUrl}/api/auth/logout`, { method: 'POST' });
}
