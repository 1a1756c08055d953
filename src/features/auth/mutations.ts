import { mutationOptions } from '@tanstack/react-query';
import { apiClient, type Schemas } from '@/api';
import type { JotaiStore } from '@/lib/jotai';
import { signIn, type Credentials } from './session';

/**
 * The account calls as mutation-option factories: screens call `useMutation(authMutations.register())`. Errors are
 * the client's `ApiError` (status 0 when the network failed); each screen turns them into its catalogue message.
 */

export type RegisterPayload = Schemas['RegisterRequest'];

/** What the sign-up screen reads: the HTTP status (201 = success) and the server's message. */
export interface RegisterOutcome {
  status: number;
  message: string;
}

export async function registerAccount(payload: RegisterPayload): Promise<RegisterOutcome> {
  const { data, response } = await apiClient.POST('/api/auth/register', { body: payload });
  return { status: response.status, message: data?.message ?? '' };
}

/** Only an OK status is read (spec §7); a refused token throws. */
export async function confirmEmail(token: string): Promise<void> {
  await apiClient.GET('/api/auth/confirm-email', { params: { query: { token } } });
}

export type ForgetPasswordOutcome = Schemas['ForgetPasswordResponse'];

export async function requestPasswordReset(email: string): Promise<ForgetPasswordOutcome> {
  const { data } = await apiClient.POST('/api/users/forget-password', { body: { email } });
  return data ?? { success: false };
}

export interface ResetPasswordVariables {
  token: string;
  newPassword: string;
}

export type ResetPasswordOutcome = Schemas['SuccessMessage'];

export async function resetPassword({ token, newPassword }: ResetPasswordVariables): Promise<ResetPasswordOutcome> {
  const { data } = await apiClient.POST('/api/users/reset-password/{token}', {
    params: { path: { token } },
    body: { newPassword },
  });
  return data ?? { success: false, message: '' };
}

export const authMutations = {
  all: () => ['auth'] as const,
  /** Signs in through the session module, so token and user land where the guards read them. */
  login: (store: JotaiStore) =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'login'],
      mutationFn: (credentials: Credentials) => signIn(store, credentials),
    }),
  register: () =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'register'],
      mutationFn: registerAccount,
    }),
  forgotPassword: () =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'forgot-password'],
      mutationFn: requestPasswordReset,
    }),
  resetPassword: () =>
    mutationOptions({
      mutationKey: [...authMutations.all(), 'reset-password'],
      mutationFn: resetPassword,
    }),
};
