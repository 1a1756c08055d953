import { confirmEmail } from './mutations';

/** Where the confirmation of a link stands, as its route's loader found it. */
export type ConfirmEmailOutcome =
  { status: 'missing' } | { status: 'confirmed' } | { status: 'failed'; error: unknown };

/**
 * Confirms the address of a link (/confirm-email?token=...): what the route's loader does, once per token and visit,
 * so no render (StrictMode's second one included) can send the single-use token again. A link without a token is
 * not sent at all; a refusal is an outcome the page explains, not the router's error screen.
 */
export async function confirmEmailOutcome(token: string | undefined): Promise<ConfirmEmailOutcome> {
  if (!token) return { status: 'missing' };
  try {
    await confirmEmail(token);
    return { status: 'confirmed' };
  } catch (error) {
    return { status: 'failed', error };
  }
}
