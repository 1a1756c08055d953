import { HttpResponse } from 'msw';
import {
  PLANS,
  consumeToken,
  db,
  hashPassword,
  verifyPassword,
  findUserByEmail,
  findUserById,
  issueToken,
  nextId,
  sendEmail,
  type Stored,
  type TokenKind,
} from '../db';
import { REFRESH_COOKIE, clearedRefreshCookie, refreshCookie } from './cookies';
import { badRequest, conflict, type ApiErrorBody } from './errors';
import { PASSWORD_RULE, readJsonObject, requireEmail } from './input';
import type { ApiHttp } from './kit';
import {
  closeSession,
  openSession,
  revokeUserSessions,
  rotateSession,
  toSessionUser,
  type StoredUser,
} from './session';
import { preparePersona } from '../seed/horizon-loader';
import { PASSWORD_RULE_MESSAGE } from './users';

/** Session (login, refresh, logout), sign-up with e-mail confirmation, forgotten password. */

export const LOGIN_FAILED_MESSAGE = 'Adresse mail / mot de passe incorrect';
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Veuillez confirmer votre adresse e-mail avant de vous connecter.';
export const INVALID_RESET_LINK_MESSAGE = 'Lien invalide ou expiré.';
export const RESET_PASSWORD_TOO_SHORT_MESSAGE = 'Le mot de passe doit contenir au moins 6 caractères';
/** Same answer whether the account exists or not: the form must not reveal who has an account. */
export const FORGET_PASSWORD_MESSAGE =
  'Si un compte correspond à cette adresse, un mail vous attend dans votre boîte de réception.';

/** The client refuses reset links shorter than this (spec §5); so does the server. */
const MIN_RESET_TOKEN_LENGTH = 30;
const MIN_RESET_PASSWORD_LENGTH = 6;

/** A confirmed account may sign in; PENDING_VALIDATION has not confirmed its e-mail yet. */
function canSignIn(user: StoredUser): boolean {
  return user.accountStatus !== 'PENDING_VALIDATION';
}

/** Refresh failure: 401 in the contract's error shape, and the stale cookie is expired at the same time. */
function sessionExpired(): HttpResponse<ApiErrorBody> {
  return HttpResponse.json<ApiErrorBody>(
    { statusCode: 401, message: 'Session expirée, veuillez vous reconnecter.', error: 'Unauthorized' },
    { status: 401, headers: { 'Set-Cookie': clearedRefreshCookie() } },
  );
}

/** A token that can still be used (exists for that kind, unused, not expired), without consuming it. */
function findUsableToken(value: string, kind: TokenKind, now = new Date()): Stored<'tokens'> | undefined {
  const token = db.tokens.findFirst((q) => q.where({ token: value, kind }));
  if (!token || token.usedAt !== null || Date.parse(token.expiresAt) <= now.getTime()) return undefined;
  return findUserById(token.userId) ? token : undefined;
}

/** Following a link sent to the address proves the person owns it: a pending account becomes VALIDATED. */
function confirmedStatus(user: StoredUser): StoredUser['accountStatus'] {
  return user.accountStatus === 'PENDING_VALIDATION' ? 'VALIDATED' : user.accountStatus;
}

/** An optional JSON body: empty is fine, anything else must parse (a real server's body parser refuses it). */
async function assertEmptyOrJsonBody(request: Request): Promise<void> {
  const text = await request.text();
  if (text.trim() === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw badRequest('Corps de requête JSON invalide.');
  }
}

/** The `newPassword` of a reset request, or undefined when the body is not the expected JSON. */
async function readNewPassword(request: Request): Promise<unknown> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>).newPassword : undefined;
  } catch {
    return undefined;
  }
}

/** A session: renewed from the refresh cookie, opened by the login form, ended by the logout. */
function sessionHandlers(http: ApiHttp) {
  return [
    http.post('/api/auth/refresh', async ({ cookies, response }) => {
      // The cookie turns over at each refresh, and a rotated-out one presented again ends the whole session.
      const rotation = await rotateSession(cookies[REFRESH_COOKIE]);
      if (!rotation.ok || !canSignIn(rotation.user)) throw sessionExpired();
      return response(200).json(
        { user: toSessionUser(rotation.user), accessToken: rotation.accessToken },
        { headers: { 'Set-Cookie': refreshCookie(rotation.refreshToken) } },
      );
    }),

    http.post('/api/auth/login', async ({ request, response }) => {
      const body = await readJsonObject(request);
      const email = requireEmail(body.email);
      if (typeof body.password !== 'string' || body.password === '') {
        throw badRequest('Veuillez saisir votre mot de passe.');
      }
      // Groupe Horizon's data are built at its first sign-in (mocks/seed/horizon-loader.ts).
      await preparePersona(email);
      const user = findUserByEmail(email);
      if (!user || !(await verifyPassword(body.password, user.password))) {
        return response(401).json({ success: false, message: LOGIN_FAILED_MESSAGE });
      }
      // Checked after the password, so the message never tells a stranger that the address has an account.
      if (!canSignIn(user)) return response(401).json({ success: false, message: EMAIL_NOT_CONFIRMED_MESSAGE });

      const { accessToken, refreshToken } = await openSession(user);
      return response(200).json(
        { success: true, accessToken, user: toSessionUser(user) },
        { headers: { 'Set-Cookie': refreshCookie(refreshToken) } },
      );
    }),

    http.post('/api/auth/logout', async ({ request, cookies, response }) => {
      await assertEmptyOrJsonBody(request);
      await closeSession(cookies[REFRESH_COOKIE]);
      return response(200).json({ success: true }, { headers: { 'Set-Cookie': clearedRefreshCookie() } });
    }),
  ];
}

/** An account: created, its address confirmed, its password forgotten and reset. */
function accountHandlers(http: ApiHttp) {
  return [
    http.post('/api/auth/register', async ({ request, response }) => {
      const body = await readJsonObject(request);
      if (typeof body.lastName !== 'string') throw badRequest('Le champ « Nom » est obligatoire.');
      if (typeof body.firstName !== 'string') throw badRequest('Le champ « Prénom » est obligatoire.');
      const email = requireEmail(body.email);
      if (typeof body.password !== 'string' || !PASSWORD_RULE.test(body.password)) {
        throw badRequest(PASSWORD_RULE_MESSAGE);
      }
      if (findUserByEmail(email)) throw conflict('Cette adresse e-mail est déjà utilisée.');

      const user = await db.users.create({
        id: nextId(db.users),
        email,
        password: await hashPassword(body.password),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        position: null,
        collaboratorRole: null,
        membershipRole: null,
        accountAuthLevel: 'USER',
        accountStatus: 'PENDING_VALIDATION',
        companyId: null,
        planAccess: PLANS.map((plan) => ({ id: plan.id, plan: plan.plan, access: 'NONE' as const })),
        createdAt: new Date().toISOString(),
      });
      const { token } = await issueToken('email-confirmation', user.id);
      await sendEmail({
        to: user.email,
        subject: 'Confirmez votre adresse e-mail',
        body:
          `Bonjour${user.firstName ? ` ${user.firstName}` : ''},\n\nBienvenue sur Steer ! ` +
          'Confirmez votre adresse e-mail avec le lien ci-dessous (valable 48 heures) pour pouvoir vous connecter.',
        link: `/confirm-email?token=${encodeURIComponent(token)}`,
        kind: 'confirmation',
      });
      return response(201).json({ status: 201, message: 'Compte créé. Un e-mail de confirmation vous a été envoyé.' });
    }),

    http.get('/api/auth/confirm-email', async ({ request, response }) => {
      const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
      if (token === '') throw badRequest('Aucun token fourni !');
      const outcome = await consumeToken(token, 'email-confirmation');
      if (!outcome.ok) throw badRequest('Lien de confirmation invalide ou expiré.');
      await db.users.update(outcome.user, {
        data(draft) {
          draft.accountStatus = confirmedStatus(outcome.user);
        },
      });
      return response(200).json({ success: true, message: "Votre mail est validé, c'est parti pour la suite !" });
    }),

    http.post('/api/users/forget-password', async ({ request, response }) => {
      const body = await readJsonObject(request);
      const email = requireEmail(body.email);
      const user = findUserByEmail(email);
      if (user) {
        const { token } = await issueToken('password-reset', user.id);
        await sendEmail({
          to: user.email,
          subject: 'Réinitialisation de votre mot de passe',
          body:
            'Pas de panique, on a pensé à tout ! Choisissez un nouveau mot de passe avec le lien ci-dessous ' +
            "(valable une heure). Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
          link: `/reset-password/${token}`,
          kind: 'reset',
        });
      }
      return response(200).json({ success: true, message: FORGET_PASSWORD_MESSAGE });
    }),

    http.post('/api/users/reset-password/{token}', async ({ request, params, response }) => {
      const invalidLink = () => response(400).json({ success: false, message: INVALID_RESET_LINK_MESSAGE });
      const value = params.token ?? '';
      if (value.length < MIN_RESET_TOKEN_LENGTH || !findUsableToken(value, 'password-reset')) return invalidLink();

      // This call's failures all use the SuccessMessage shape (contract), a malformed body included.
      const newPassword = await readNewPassword(request);
      if (typeof newPassword !== 'string' || newPassword.length < MIN_RESET_PASSWORD_LENGTH) {
        return response(400).json({ success: false, message: RESET_PASSWORD_TOO_SHORT_MESSAGE });
      }

      const outcome = await consumeToken(value, 'password-reset');
      if (!outcome.ok) return invalidLink();
      const passwordHash = await hashPassword(newPassword);
      await db.users.update(outcome.user, {
        data(draft) {
          draft.password = passwordHash;
          draft.accountStatus = confirmedStatus(outcome.user);
        },
      });
      // Whoever had the old password may hold a session: none survives a reset.
      await revokeUserSessions(outcome.user.id, null);
      // Any other reset link still pending for this account dies with this one.
      for (const pending of db.tokens.findMany((q) => q.where({ userId: outcome.user.id, kind: 'password-reset' }))) {
        if (pending.usedAt === null) {
          await db.tokens.update(pending, {
            data(draft) {
              draft.usedAt = new Date().toISOString();
            },
          });
        }
      }
      return response(200).json({ success: true, message: 'Mot de passe réinitialisé avec succès !' });
    }),
  ];
}

export function authHandlers(http: ApiHttp) {
  return [...sessionHandlers(http), ...accountHandlers(http)];
}
