import { describe, expect, it } from 'vitest';
import {
  canSubmitSignUp,
  confirmationError,
  emailError,
  isResetTokenUsable,
  isValidEmail,
  resetPasswordError,
  signUpPasswordError,
} from './validation';

const EMAIL_MESSAGE = 'Veuillez saisir une adresse email valide';
const PASSWORD_MESSAGE =
  'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial';

describe('e-mail rule', () => {
  it.each(['claire.martin@verdance.fr', 'a@b.c', 'prenom+rse@sous.domaine.fr', '  claire@verdance.fr  '])(
    'accepts %j',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
      expect(emailError(value)).toBeUndefined();
    },
  );

  it.each([
    'claire',
    'claire@verdance',
    '@verdance.fr',
    'claire@.fr',
    'claire martin@verdance.fr',
    'claire@@verdance.fr',
    'claire@verdance.',
  ])('refuses %j with the spec message', (value) => {
    expect(isValidEmail(value)).toBe(false);
    expect(emailError(value)).toBe(EMAIL_MESSAGE);
  });

  it('gives no message for an empty value on login only', () => {
    expect(emailError('', { allowEmpty: true })).toBeUndefined();
    expect(emailError('   ', { allowEmpty: true })).toBeUndefined();
    expect(emailError('')).toBe(EMAIL_MESSAGE);
  });
});

describe('sign-up password rule', () => {
  it('accepts 8 characters with a lowercase, an uppercase, a digit and a special character', () => {
    expect(signUpPasswordError('Steer2026!')).toBeUndefined();
    expect(signUpPasswordError('aB3$efgh')).toBeUndefined();
  });

  it.each([
    ['too short', 'aB3$efg'],
    ['no uppercase', 'steer2026!'],
    ['no lowercase', 'STEER2026!'],
    ['no digit', 'SteerRSE!'],
    ['no special character', 'Steer2026'],
    ['empty', ''],
  ])('refuses a password with %s', (_case, value) => {
    expect(signUpPasswordError(value)).toBe(PASSWORD_MESSAGE);
  });
});

describe('confirmation rule', () => {
  it('must equal the password', () => {
    expect(confirmationError('Steer2026!', 'Steer2026!')).toBeUndefined();
    expect(confirmationError('Steer2026!', 'Steer2026?')).toBe('Les mots de passe ne correspondent pas');
    expect(confirmationError('Steer2026!', '')).toBe('Les mots de passe ne correspondent pas');
  });
});

describe('sign-up button', () => {
  const valid = {
    lastName: '',
    firstName: '',
    email: 'ines@lumen.fr',
    password: 'Steer2026!',
    confirmation: 'Steer2026!',
  };

  it('is enabled when e-mail, password and confirmation are filled and valid, names not checked', () => {
    expect(canSubmitSignUp(valid)).toBe(true);
  });

  it.each([
    ['an empty e-mail', { email: '' }],
    ['an invalid e-mail', { email: 'ines@lumen' }],
    ['a weak password', { password: 'steer2026', confirmation: 'steer2026' }],
    ['a different confirmation', { confirmation: 'Steer2026?' }],
    ['an empty confirmation', { confirmation: '' }],
    ['nothing filled', { email: '', password: '', confirmation: '' }],
  ])('is disabled with %s', (_case, change) => {
    expect(canSubmitSignUp({ ...valid, ...change })).toBe(false);
  });
});

describe('reset password rules', () => {
  it('needs at least 6 characters', () => {
    expect(resetPasswordError('abcdef')).toBeUndefined();
    expect(resetPasswordError('abcde')).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(resetPasswordError('')).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('needs a link token of at least 30 characters', () => {
    expect(isResetTokenUsable('x'.repeat(30))).toBe(true);
    expect(isResetTokenUsable('x'.repeat(29))).toBe(false);
    expect(isResetTokenUsable(undefined)).toBe(false);
  });
});
