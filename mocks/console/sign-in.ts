import { isApiError } from '../../src/api';
import { signInBeforeLoad } from '../../src/features/auth/session';
import { DEMO_PASSWORD } from '../seed/personas';

/** `refused`: the server answered no (wrong credentials, e-mail not confirmed), rather than failing. */
export type SignInOutcome = { ok: true } | { ok: false; refused: boolean; message: string };

/** Explains a failed call in French, preferring the server's own message. */
export function describeFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return 'Erreur réseau : le serveur de démonstration est injoignable.';
    return error.serverMessage ?? `Erreur ${error.status}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Signs in as the login screen does, through the session module (`signInBeforeLoad`: the app's client, the token kept
 * where the app keeps it, the legacy cookie removed), with the persona's e-mail and the shared password; the login
 * response sets the refresh cookie, from which the page loaded next restores the person.
 */
export async function signInAsPersona(email: string): Promise<SignInOutcome> {
  try {
    await signInBeforeLoad({ email, password: DEMO_PASSWORD });
    return { ok: true };
  } catch (error) {
    return { ok: false, refused: isApiError(error) && error.status === 401, message: describeFailure(error) };
  }
}
