import { FIELD_PATTERN } from '@/api/limits';
import { validationMessages } from './login-content';

/**
 * The account forms' rules (spec §5), as pure functions: each returns the French message to show, or undefined when
 * the value is acceptable. Screens decide when a message becomes visible; these only decide what it says.
 */

/** One non-space part, an @, another part, a dot and a final part: the contract's pattern (openapi.yaml). */
export const EMAIL_PATTERN = new RegExp(FIELD_PATTERN.email);

/** The sign-up rule, the contract's pattern: 8 characters, a lowercase, an uppercase, a digit, a special one. */
export const SIGN_UP_PASSWORD_PATTERN = new RegExp(FIELD_PATTERN.password);

export const RESET_PASSWORD_MIN_LENGTH = 6;
/** A reset link whose token is shorter than this is refused without asking the server. */
export const RESET_TOKEN_MIN_LENGTH = 30;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * E-mail rule. On login an empty value gives no message (`allowEmpty`); on sign-up and forgot password it does,
 * since an empty address is not a valid one.
 */
export function emailError(value: string, { allowEmpty = false }: { allowEmpty?: boolean } = {}): string | undefined {
  if (allowEmpty && value.trim() === '') return undefined;
  return isValidEmail(value) ? undefined : validationMessages.email;
}

export function signUpPasswordError(value: string): string | undefined {
  return SIGN_UP_PASSWORD_PATTERN.test(value) ? undefined : validationMessages.signUpPassword;
}

/** The confirmation must equal the password (both empty is not a mismatch, only an unfinished form). */
export function confirmationError(password: string, confirmation: string): string | undefined {
  return confirmation === password ? undefined : validationMessages.confirmation;
}

export function resetPasswordError(value: string): string | undefined {
  return value.length >= RESET_PASSWORD_MIN_LENGTH ? undefined : validationMessages.resetPassword;
}

export function isResetTokenUsable(token: string | undefined): token is string {
  return typeof token === 'string' && token.length >= RESET_TOKEN_MIN_LENGTH;
}

export interface SignUpValues {
  lastName: string;
  firstName: string;
  email: string;
  password: string;
  confirmation: string;
}

/** Every sign-up message at once; names are not checked (spec §5). */
export function signUpErrors(values: SignUpValues): Partial<Record<keyof SignUpValues, string>> {
  return {
    email: emailError(values.email),
    password: signUpPasswordError(values.password),
    confirmation: confirmationError(values.password, values.confirmation),
  };
}

/** 'C'est parti !' is enabled only when e-mail, password and confirmation are filled and valid. */
export function canSubmitSignUp(values: SignUpValues): boolean {
  const filled = values.email !== '' && values.password !== '' && values.confirmation !== '';
  return filled && Object.values(signUpErrors(values)).every((message) => message === undefined);
}
