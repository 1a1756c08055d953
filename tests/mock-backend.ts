import { config } from '../src/config/env';
import { COLLECTION_NAMES, db, resetDatabase } from '../mocks/db';
import { forgetClientIds } from '../mocks/chat/room';
import { idempotencyStore } from '../mocks/handlers/idempotency';
import { resetNetworkSettings } from '../mocks/network';
import { sendsCookiesTo } from './browser-cookies';

/** What is watched of a collection: its write hooks (the same ones the store's persistence saves on). */
interface WatchedCollection {
  hooks: { on(type: 'create' | 'update' | 'delete', listener: () => void): unknown };
}

/**
 * Whether the store may differ from the seed. Restoring the seed costs tens of milliseconds, on every test of the
 * suite, while most tests only read: the store is restored only after a write. True at first, when this module (and
 * the store with it) is new to the worker.
 */
let storeWritten = true;
for (const name of COLLECTION_NAMES) {
  for (const hook of ['create', 'update', 'delete'] as const) {
    (db[name] as unknown as WatchedCollection).hooks.on(hook, () => {
      storeWritten = true;
    });
  }
}

/**
 * Every test starts from the seed, with a perfect network and no session: MSW keeps response cookies in its own
 * jar for the whole file, so the previous test's refresh cookie is expired the way a browser's would be — by the
 * server's logout answer.
 */
export async function resetMockBackend(): Promise<void> {
  resetNetworkSettings();
  idempotencyStore.clear();
  forgetClientIds();
  const logout = `${config.apiUrl}/api/auth/logout`;
  if (await sendsCookiesTo(logout)) await fetch(logout, { method: 'POST' });
  // After the logout: should ending a session ever write to the store, the seed is restored all the same.
  if (storeWritten) {
    await resetDatabase();
    storeWritten = false;
  }
}
