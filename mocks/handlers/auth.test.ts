import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, readAccessToken } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { db, findCompanyByDomain, findUserByEmail, type EmailKind } from '../db';
import { DEMO_PASSWORD } from '../seed/personas';
import { FORGET_PASSWORD_MESSAGE, LOGIN_FAILED_MESSAGE } from './auth';

const NEW_ACCOUNT = {
  lastName: 'Durand',
  firstName: 'Inès',
  email: 'ines.durand@atelier-lumen.fr',
  password: 'Sobriete2026!',
};

/** The latest e-mail of a kind sent to an address (the demo's outbox stands in for a mailbox). */
function lastEmailTo(to: string, kind: EmailKind) {
  return db.outbox
    .findMany((q) => q.where({ to, kind }))
    .sort((a, b) => b.id - a.id)
    .at(0);
}

const verdanceId = () => findCompanyByDomain('verdance.fr')?.id;

const login = (email: string, password: string) =>
  outcomeOf(() => apiClient.POST('/api/auth/login', { body: { email, password } }));
const refresh = () => outcomeOf(() => apiClient.POST('/api/auth/refresh'));

// MSW keeps response cookies in its own cookie jar for the whole test file, across resetDatabase(): start each test
// signed out, through the same logout call the app makes.
beforeEach(async () => {
  await apiClient.POST('/api/auth/logout');
});

describe('sign-up and e-mail confirmation', () => {
  it('registers a pending account, e-mails a confirmation link, and lets the person in only once confirmed', async () => {
    const registered = await outcomeOf(() => apiClient.POST('/api/auth/register', { body: NEW_ACCOUNT }));
    expect(registered).toMatchObject({ status: 201, body: { status: 201 } });
    expect(findUserByEmail(NEW_ACCOUNT.email)).toMatchObject({
      accountStatus: 'PENDING_VALIDATION',
      companyId: null,
      firstName: 'Inès',
    });

    expect(await login(NEW_ACCOUNT.email, NEW_ACCOUNT.password)).toEqual({
      status: 401,
      body: { success: false, message: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.' },
    });

    const email = lastEmailTo(NEW_ACCOUNT.email, 'confirmation');
    expect(email?.link).toMatch(/^\/confirm-email\?token=[\w-]{40,}$/);
    const token = new URL(email?.link ?? '', 'http://steer.test').searchParams.get('token') ?? '';

    const confirmed = await outcomeOf(() => apiClient.GET('/api/auth/confirm-email', { params: { query: { token } } }));
    expect(confirmed).toMatchObject({ status: 200, body: { success: true } });
    expect(findUserByEmail(NEW_ACCOUNT.email)?.accountStatus).toBe('VALIDATED');

    const loggedIn = await login(NEW_ACCOUNT.email, NEW_ACCOUNT.password);
    expect(loggedIn).toMatchObject({
      status: 200,
      body: { success: true, user: { email: NEW_ACCOUNT.email, name: 'Inès', surname: 'Durand', companyId: null } },
    });

    // The link is single-use.
    const again = await outcomeOf(() => apiClient.GET('/api/auth/confirm-email', { params: { query: { token } } }));
    expect(again).toMatchObject({ status: 400, body: { message: 'Lien de confirmation invalide ou expiré.' } });
  });

  it('refuses an address that already has an account (409)', async () => {
    const outcome = await outcomeOf(() =>
      apiClient.POST('/api/auth/register', { body: { ...NEW_ACCOUNT, email: 'Claire.Martin@verdance.fr' } }),
    );
    expect(outcome).toMatchObject({ status: 409, body: { message: 'Cette adresse e-mail est déjà utilisée.' } });
  });

  it('refuses a weak password with the sign-up rule, and a malformed address', async () => {
    const weak = await outcomeOf(() =>
      apiClient.POST('/api/auth/register', { body: { ...NEW_ACCOUNT, password: 'motdepasse' } }),
    );
    expect(weak).toMatchObject({
      status: 400,
      body: {
        message:
          'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
      },
    });
    const malformed = await outcomeOf(() =>
      apiClient.POST('/api/auth/register', { body: { ...NEW_ACCOUNT, email: 'ines.durand@' } }),
    );
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Veuillez saisir une adresse email valide' } });
    expect(findUserByEmail(NEW_ACCOUNT.email)).toBeUndefined();
  });

  it('answers 400 to a confirmation without token or with an unknown one', async () => {
    const missing = await outcomeOf(() =>
      apiClient.GET('/api/auth/confirm-email', { params: { query: { token: '' } } }),
    );
    expect(missing).toMatchObject({ status: 400, body: { message: 'Aucun token fourni !' } });
    const unknown = await outcomeOf(() =>
      apiClient.GET('/api/auth/confirm-email', { params: { query: { token: 'x'.repeat(43) } } }),
    );
    expect(unknown.status).toBe(400);
  });
});

describe('login', () => {
  it('refuses wrong credentials with the spec message, without telling which part was wrong', async () => {
    const wrongPassword = await login('claire.martin@verdance.fr', 'Mauvais2026!');
    const unknownAccount = await login('personne@verdance.fr', DEMO_PASSWORD);
    expect(wrongPassword).toEqual({ status: 401, body: { success: false, message: LOGIN_FAILED_MESSAGE } });
    expect(unknownAccount).toEqual(wrongPassword);
  });

  it('refuses the seeded account whose e-mail is not confirmed', async () => {
    const outcome = await login('julien.moreau@verdance.fr', DEMO_PASSWORD);
    expect(outcome).toMatchObject({ status: 401, body: { success: false } });
    expect((outcome.body as { message: string }).message).toMatch(/confirmer votre adresse e-mail/);
  });

  it('answers 400 to a malformed request', async () => {
    expect((await login('pas-une-adresse', DEMO_PASSWORD)).status).toBe(400);
    expect((await login('claire.martin@verdance.fr', '')).status).toBe(400);
  });
});

describe('session refresh and logout', () => {
  it('restores the session from the cookie set by login, with the claims the client decodes', async () => {
    await signInAs('claire.martin@verdance.fr');
    const outcome = await refresh();
    expect(outcome).toMatchObject({
      status: 200,
      body: { user: { email: 'claire.martin@verdance.fr', companyId: verdanceId(), role: 'Administrateur principal' } },
    });
    const { accessToken } = outcome.body as { accessToken: string };
    expect(decodeJwt(accessToken)).toMatchObject({
      id: findUserByEmail('claire.martin@verdance.fr')?.id,
      email: 'claire.martin@verdance.fr',
      companyId: verdanceId(),
      role: 'Administrateur principal',
      accountAuthLevel: 'USER',
      accountStatus: 'ACTIVE',
    });
    // The rotated cookie keeps working.
    expect((await refresh()).status).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    expect(await refresh()).toMatchObject({ status: 401, body: { statusCode: 401 } });
  });

  it('answers 401 after logout, which always succeeds', async () => {
    await signInAs('lea.petit@verdance.fr');
    expect(readAccessToken()).not.toBeNull();
    expect(await outcomeOf(() => apiClient.POST('/api/auth/logout'))).toEqual({ status: 200, body: { success: true } });
    expect((await refresh()).status).toBe(401);
    expect(await outcomeOf(() => apiClient.POST('/api/auth/logout'))).toEqual({ status: 200, body: { success: true } });
  });

  it('answers 401 when the account behind the cookie is gone', async () => {
    await signInAs('lea.petit@verdance.fr');
    db.users.delete((q) => q.where({ email: 'lea.petit@verdance.fr' }));
    expect((await refresh()).status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('e-mails a reset link; the new password works and the old one no longer does', async () => {
    const asked = await outcomeOf(() =>
      apiClient.POST('/api/users/forget-password', { body: { email: 'lea.petit@verdance.fr' } }),
    );
    expect(asked).toEqual({ status: 200, body: { success: true, message: FORGET_PASSWORD_MESSAGE } });

    const link = lastEmailTo('lea.petit@verdance.fr', 'reset')?.link ?? '';
    expect(link).toMatch(/^\/reset-password\/[\w-]{40,}$/);
    const token = link.replace('/reset-password/', '');

    const reset = await outcomeOf(() =>
      apiClient.POST('/api/users/reset-password/{token}', {
        params: { path: { token } },
        body: { newPassword: 'Lumiere2026?' },
      }),
    );
    expect(reset).toEqual({ status: 200, body: { success: true, message: 'Mot de passe réinitialisé avec succès !' } });

    expect((await login('lea.petit@verdance.fr', 'Lumiere2026?')).status).toBe(200);
    expect(await login('lea.petit@verdance.fr', DEMO_PASSWORD)).toMatchObject({ status: 401 });

    // The link is single-use.
    const reused = await outcomeOf(() =>
      apiClient.POST('/api/users/reset-password/{token}', {
        params: { path: { token } },
        body: { newPassword: 'Encore2026?' },
      }),
    );
    expect(reused).toEqual({ status: 400, body: { success: false, message: 'Lien invalide ou expiré.' } });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await outcomeOf(() =>
      apiClient.POST('/api/users/forget-password', { body: { email: 'lea.petit@verdance.fr' } }),
    );
    const unknown = await outcomeOf(() =>
      apiClient.POST('/api/users/forget-password', { body: { email: 'personne@verdance.fr' } }),
    );
    expect(unknown).toEqual(known);
    expect(db.outbox.findMany((q) => q.where({ to: 'personne@verdance.fr' }))).toHaveLength(0);
  });

  it('refuses a malformed address (400)', async () => {
    const outcome = await outcomeOf(() =>
      apiClient.POST('/api/users/forget-password', { body: { email: 'lea.petit' } }),
    );
    expect(outcome).toMatchObject({ status: 400, body: { message: 'Veuillez saisir une adresse email valide' } });
  });

  it('refuses short, unknown and expired links, and short passwords, in the SuccessMessage shape', async () => {
    const post = (token: string, newPassword: string) =>
      outcomeOf(() =>
        apiClient.POST('/api/users/reset-password/{token}', { params: { path: { token } }, body: { newPassword } }),
      );
    const invalid = { status: 400, body: { success: false, message: 'Lien invalide ou expiré.' } };
    expect(await post('court', 'Valide2026!')).toEqual(invalid);
    expect(await post('y'.repeat(43), 'Valide2026!')).toEqual(invalid);

    const lea = findUserByEmail('lea.petit@verdance.fr');
    const expired = await db.tokens.create({
      token: 'e'.repeat(43),
      kind: 'password-reset',
      userId: lea?.id ?? 0,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      usedAt: null,
    });
    expect(await post(expired.token, 'Valide2026!')).toEqual(invalid);

    await apiClient.POST('/api/users/forget-password', { body: { email: 'lea.petit@verdance.fr' } });
    const token = (lastEmailTo('lea.petit@verdance.fr', 'reset')?.link ?? '').replace('/reset-password/', '');
    expect(await post(token, '12345')).toEqual({
      status: 400,
      body: { success: false, message: 'Le mot de passe doit contenir au moins 6 caractères' },
    });
    // A refused password does not burn the link.
    expect((await post(token, '123456')).status).toBe(200);
  });
});
