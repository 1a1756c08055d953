import { resolve } from 'node:path';
import { PERSONA_EMAILS } from '../../mocks/seed/personas';

/**
 * Signed-in states, one per persona, saved once by the 'signed-in' setup project (signed-in.setup.ts) after a sign-in
 * through the login form, with the demo's IndexedDB (its records, the session and the refresh cookie): a journey that
 * starts from one lands signed in, in a browser context and a copy of the demo's data of its own, without going
 * through the form again. Journeys whose subject is the sign-in keep signing in themselves (auth.spec.ts,
 * login-widths.spec.ts...), and so do the real-host and sub-path journeys (another origin, a real host's rotating
 * tokens).
 *
 *     test.use(signedInAs('claire'));
 *     test('...', async ({ page }) => { await page.goto('/pilotage'); ... });
 *
 * A browser context of a test's own takes the same file: `browser.newContext({ storageState: signedInState('lea') })`.
 */

/** The personas a journey may start signed in as: those whose login leads to a page of the app. */
export const SIGNED_IN_PERSONAS = ['claire', 'hugo', 'lea', 'sarah', 'admin', 'nina', 'paul'] as const;
export type SignedInPersona = (typeof SIGNED_IN_PERSONAS)[number];

/** Under test-results/, which Playwright empties at the start of a run (before the setup project writes). */
export const SIGNED_IN_DIR = resolve(import.meta.dirname, '../../test-results/.signed-in');

/** The saved state of `persona`'s session, as `storageState` takes it. */
export function signedInState(persona: SignedInPersona): string {
  return `${SIGNED_IN_DIR}/${persona}.json`;
}

/** `test.use(signedInAs('claire'))`: every test of the file or describe block starts signed in as that persona. */
export function signedInAs(persona: SignedInPersona): { storageState: string } {
  return { storageState: signedInState(persona) };
}

/** The persona's address, for journeys that also type it (a collaborator's search, a check of the profile). */
export function emailOf(persona: SignedInPersona): string {
  return PERSONA_EMAILS[persona];
}
