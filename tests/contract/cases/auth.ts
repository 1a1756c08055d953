import { apiClient } from '../../../src/api';
import { db, issueToken, findUserByEmail } from '../../../mocks/db';
import type { ContractCase } from '../harness';
import { CLAIRE, JULIEN, LEA } from '../personas';

const NEW_ACCOUNT = {
  lastName: 'Durand',
  firstName: 'Inès',
  email: 'ines.durand@atelier-lumen.fr',
  password: 'Sobriete2026!',
};

/** Tokens a case's setup issues for its call (each case runs in its own test, after its setup). */
const issued = { confirmation: '', reset: '' };

async function issueFor(email: string, kind: 'email-confirmation' | 'password-reset'): Promise<string> {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`${email} est absent du jeu de données`);
  return (await issueToken(kind, user.id)).token;
}

export const cases: ContractCase[] = [
  // ── refreshSession ──
  {
    operationId: 'refreshSession',
    name: 'restore the session from the cookie set by login',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.POST('/api/auth/refresh'),
  },
  {
    operationId: 'refreshSession',
    name: 'refuse a refresh without cookie (401)',
    expectStatus: 401,
    // Logging out expires the cookie another case may have left in MSW's cookie jar.
    setup: async () => {
      await apiClient.POST('/api/auth/logout');
    },
    call: () => apiClient.POST('/api/auth/refresh'),
  },

  // ── login ──
  {
    operationId: 'login',
    name: 'sign in with the demo password',
    expectStatus: 200,
    call: () => apiClient.POST('/api/auth/login', { body: { email: LEA, password: 'Steer2026!' } }),
  },
  {
    operationId: 'login',
    name: 'refuse wrong credentials (401 LoginFailure)',
    expectStatus: 401,
    call: () => apiClient.POST('/api/auth/login', { body: { email: LEA, password: 'Mauvais2026!' } }),
  },
  {
    operationId: 'login',
    name: 'refuse an unconfirmed e-mail (401 LoginFailure)',
    expectStatus: 401,
    call: () => apiClient.POST('/api/auth/login', { body: { email: JULIEN, password: 'Steer2026!' } }),
  },
  {
    operationId: 'login',
    name: 'refuse a malformed e-mail (400)',
    expectStatus: 400,
    call: () => apiClient.POST('/api/auth/login', { body: { email: 'lea.petit', password: 'Steer2026!' } }),
  },

  // ── logout ──
  {
    operationId: 'logout',
    name: 'log out, even without a session',
    expectStatus: 200,
    call: () => apiClient.POST('/api/auth/logout'),
  },
  {
    operationId: 'logout',
    name: 'refuse a malformed JSON body (400)',
    expectStatus: 400,
    // The operation has no body; a client sending broken JSON gets the body parser's 400.
    call: () =>
      apiClient.POST('/api/auth/logout', {
        body: '{"oups"' as never,
        bodySerializer: (body: unknown) => String(body),
        headers: { 'Content-Type': 'application/json' },
      }),
  },

  // ── register ──
  {
    operationId: 'register',
    name: 'create a pending account (201)',
    expectStatus: 201,
    call: () => apiClient.POST('/api/auth/register', { body: NEW_ACCOUNT }),
  },
  {
    operationId: 'register',
    name: 'refuse a weak password (400)',
    expectStatus: 400,
    call: () => apiClient.POST('/api/auth/register', { body: { ...NEW_ACCOUNT, password: 'motdepasse' } }),
  },
  {
    operationId: 'register',
    name: 'refuse an address that has an account (409)',
    expectStatus: 409,
    call: () => apiClient.POST('/api/auth/register', { body: { ...NEW_ACCOUNT, email: CLAIRE } }),
  },

  // ── confirmEmail ──
  {
    operationId: 'confirmEmail',
    name: 'confirm with the link e-mailed at sign-up',
    expectStatus: 200,
    setup: async () => {
      await apiClient.POST('/api/auth/register', { body: NEW_ACCOUNT });
      const link = db.outbox.findFirst((q) => q.where({ to: NEW_ACCOUNT.email, kind: 'confirmation' }))?.link ?? '';
      issued.confirmation = new URL(link, 'http://steer.test').searchParams.get('token') ?? '';
    },
    call: () => apiClient.GET('/api/auth/confirm-email', { params: { query: { token: issued.confirmation } } }),
  },
  {
    operationId: 'confirmEmail',
    name: 'refuse an unknown token (400)',
    expectStatus: 400,
    call: () => apiClient.GET('/api/auth/confirm-email', { params: { query: { token: 'x'.repeat(43) } } }),
  },

  // ── forgetPassword ──
  {
    operationId: 'forgetPassword',
    name: 'send a reset link to an existing account',
    expectStatus: 200,
    call: () => apiClient.POST('/api/users/forget-password', { body: { email: LEA } }),
  },
  {
    operationId: 'forgetPassword',
    name: 'answer an unknown address the same way',
    expectStatus: 200,
    call: () => apiClient.POST('/api/users/forget-password', { body: { email: 'personne@verdance.fr' } }),
  },
  {
    operationId: 'forgetPassword',
    name: 'refuse a malformed address (400)',
    expectStatus: 400,
    call: () => apiClient.POST('/api/users/forget-password', { body: { email: 'lea.petit' } }),
  },

  // ── resetPassword ──
  {
    operationId: 'resetPassword',
    name: 'set a new password with a valid link',
    expectStatus: 200,
    setup: async () => {
      issued.reset = await issueFor(LEA, 'password-reset');
    },
    call: () =>
      apiClient.POST('/api/users/reset-password/{token}', {
        params: { path: { token: issued.reset } },
        body: { newPassword: 'Lumiere2026?' },
      }),
  },
  {
    operationId: 'resetPassword',
    name: 'refuse a link shorter than 30 characters (400 SuccessMessage)',
    expectStatus: 400,
    call: () =>
      apiClient.POST('/api/users/reset-password/{token}', {
        params: { path: { token: 'court' } },
        body: { newPassword: 'Lumiere2026?' },
      }),
  },
  {
    operationId: 'resetPassword',
    name: 'refuse a password under 6 characters (400 SuccessMessage)',
    expectStatus: 400,
    setup: async () => {
      issued.reset = await issueFor(LEA, 'password-reset');
    },
    call: () =>
      apiClient.POST('/api/users/reset-password/{token}', {
        params: { path: { token: issued.reset } },
        body: { newPassword: '12345' },
      }),
  },
];
