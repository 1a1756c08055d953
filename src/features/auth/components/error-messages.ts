import { errorMessage, isApiError } from '@/api';
import { confirmEmailContent, forgotPasswordContent, resetPasswordContent, signUpContent } from '../content';
import type { RegisterOutcome, ResetPasswordOutcome } from '../mutations';

/**
 * The error catalogue of the account screens (spec §8), as functions from what a call produced to the text shown.
 * "Answered" means the server sent a status (ApiError with status > 0); anything else is a failure of the call itself.
 */

export { loginErrorMessage } from './login-error';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sign-up, answered with a status other than 201: 'Erreur: {server message}'. */
export function signUpRefusalMessage(outcome: RegisterOutcome): string {
  return signUpContent.serverError(outcome.message);
}

/** Sign-up failed: a refusal carries the server's message, a failed call 'Une erreur est survenue : {message}'. */
export function signUpErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) {
    return signUpContent.serverError(error.serverMessage ?? error.message);
  }
  return signUpContent.exception(messageOf(error));
}

/** E-mail confirmation: a non-OK answer is 'Confirmation échouée !', anything else the default message. */
export function confirmEmailErrorMessage(error: unknown): string {
  return errorMessage(error, {
    fallback: confirmEmailContent.failed,
    noAnswer: confirmEmailContent.unexpected,
    serverMessage: 'never',
  });
}

/** Forgot password: a refusing answer reads as `success: false`; a failed call asks to retry later. */
export function forgotPasswordErrorMessage(error: unknown): string {
  return errorMessage(error, {
    fallback: forgotPasswordContent.failure,
    noAnswer: forgotPasswordContent.networkFailure,
    serverMessage: 'never',
  });
}

/** Reset password answered `success: false`: its message, or the generic one. */
export function resetPasswordRefusalMessage(outcome: ResetPasswordOutcome): string {
  return outcome.message.trim() !== '' ? outcome.message : resetPasswordContent.failure;
}

/** Reset password: the server's message (or the generic one) when it answered; retry later when the call failed. */
export function resetPasswordErrorMessage(error: unknown): string {
  return errorMessage(error, {
    fallback: resetPasswordContent.failure,
    noAnswer: resetPasswordContent.networkFailure,
    serverMessage: 'answers',
  });
}
