import { apiClient, isApiError, writeAccessToken } from '../../src/api';
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
 * Signs in exactly as the login screen does: the app's client, the persona's e-mail and the shared password; the
 * access token goes where the app keeps it and the login response sets the refresh cookie.
 */
export async function signInAsPersona(email: string): Promise<SignInOutcome> {
  try {
    const { data } = await apiClient.POST('/api/auth/login', { body: { email, password: DEMO_PASSWORD } });
    if (!data?.accessToken) return { ok: false, refused: false, message: 'Réponse inattendue du serveur.' };
    writeAccessToken(data.accessToken);
    return { ok: true };
  } catch (error) {
    return { ok: false, refused: isApiError(error) && error.status === 401, message: describeFailure(error) };
  }
}
