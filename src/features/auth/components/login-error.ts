import { isApiError } from '@/api';
import { loginContent } from '../login-content';

// The login's entry of the error catalogue (error-messages.ts), apart: /login ships with the entry every page downloads.

/**
 * Login: 401 is wrong credentials, unless the server says the address is not confirmed yet — then its own message,
 * since 'incorrect' would be false. Both refusals share the contract's LoginFailure shape: the message is the only
 * signal. Everything else is the generic failure.
 */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status !== 401) return loginContent.failure;
  const message = error.serverMessage?.trim();
  return message && /confirm/i.test(message) ? message : loginContent.wrongCredentials;
}
