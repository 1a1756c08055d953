import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { logIn } from './helpers';
import { emailOf, SIGNED_IN_DIR, SIGNED_IN_PERSONAS, signedInState } from './signed-in';

/**
 * The 'signed-in' setup project: each persona signs in once through the login form, as a person would, and its
 * browser state is saved with the demo's IndexedDB (signed-in.ts). The journeys of the 'demo' project depend on it.
 */
test.beforeAll(() => mkdirSync(SIGNED_IN_DIR, { recursive: true }));

for (const persona of SIGNED_IN_PERSONAS) {
  test(`${persona} signs in once for the journeys`, async ({ page, context }) => {
    await page.goto('/login');
    await logIn(page, emailOf(persona));
    await expect(page).not.toHaveURL(/\/login$/);
    // The page the login led to, drawn by the app (not the route's static frame): the session is open and the demo's
    // records are written (the backend answers a write once it is saved).
    await expect(page.locator('.first-frame[hidden]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.storageState({ path: signedInState(persona), indexedDB: true });
  });
}
