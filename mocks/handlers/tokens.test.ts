import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { config } from '../../src/config/env';
import { db, findUserByEmail } from '../db';
import { DEMO_PASSWORD } from '../seed/personas';
import { REFRESH_COOKIE } from './cookies';
import { signAccessToken, signingSecret } from './tokens';

/**
 * The token lifecycle a real server has (issue 11): access tokens need their claims, refresh tokens are rotated,
 * replays end the session, logout and password changes revoke server-side. Raw fetch with explicit headers: each
 * test holds several sessions at once, as several devices would.
 */

const api = (path: string) => `${config.apiUrl}${path}`;
const CLAIRE = 'claire.martin@verdance.fr';
const LEA = 'lea.petit@verdance.fr';

interface Session {
  accessToken: string;
  refreshToken: string;
}

function refreshTokenOf(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? '';
  const value = new RegExp(`${REFRESH_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  if (!value) throw new Error(`no refresh cookie in ${cookie}`);
  return value;
}

async function login(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await fetch(api('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { accessToken, refreshToken: refreshTokenOf(response) };
}

/** POST /api/auth/refresh with exactly this refresh token (a request header wins over MSW's cookie jar). */
async function refresh(refreshToken: string): Promise<{ status: number; session?: Session }> {
  const response = await fetch(api('/api/auth/refresh'), {
    method: 'POST',
    headers: { Cookie: `${REFRESH_COOKIE}=${refreshToken}` },
  });
  if (response.status !== 200) return { status: response.status };
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { status: 200, session: { accessToken, refreshToken: refreshTokenOf(response) } };
}

async function logout(refreshToken: string): Promise<number> {
  const response = await fetch(api('/api/auth/logout'), {
    method: 'POST',
    headers: { Cookie: `${REFRESH_COOKIE}=${refreshToken}` },
  });
  return response.status;
}

/** An authenticated read of one's own account: 200 with a good token, 401 otherwise. */
async function readOwnAccount(accessToken: string, email = CLAIRE): Promise<number> {
  const id = findUserByEmail(email)!.id;
  const response = await fetch(api(`/api/users/${id}`), { headers: { Authorization: `Bearer ${accessToken}` } });
  return response.status;
}

const forge = (payload: Record<string, unknown>, key: Uint8Array = signingSecret()) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);

describe('access tokens', () => {
  it('accepts a token from login', async () => {
    const { accessToken } = await login(CLAIRE);
    expect(await readOwnAccount(accessToken)).toBe(200);
    expect(decodeJwt(accessToken)).toEqual(
      expect.objectContaining({ exp: expect.any(Number), iat: expect.any(Number), sid: expect.any(String) }),
    );
  });

  it('refuses a correctly signed token without exp', async () => {
    const { accessToken } = await login(CLAIRE);
    const { exp: _exp, ...claims } = decodeJwt(accessToken);
    expect(await readOwnAccount(await forge(claims))).toBe(401);
  });

  it.each(['sid', 'email', 'iat', 'companyId'])('refuses a correctly signed token without %s', async (claim) => {
    const { accessToken } = await login(CLAIRE);
    const claims: Record<string, unknown> = { ...decodeJwt(accessToken) };
    delete claims[claim];
    expect(await readOwnAccount(await forge(claims))).toBe(401);
  });

  it('refuses an expired token, one signed with another key, and a refresh token used as an access token', async () => {
    const { accessToken, refreshToken } = await login(CLAIRE);
    const claims = decodeJwt(accessToken);
    const now = Math.floor(Date.now() / 1000);
    expect(await readOwnAccount(await forge({ ...claims, iat: now - 1000, exp: now - 100 }))).toBe(401);
    const otherKey = Uint8Array.from(new TextEncoder().encode('une-autre-cle-de-signature-de-32-caracteres'));
    expect(await readOwnAccount(await forge(claims, otherKey))).toBe(401);
    expect(await readOwnAccount(refreshToken)).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { accessToken } = await login(CLAIRE);
    const [, payload] = accessToken.split('.');
    const header = btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '');
    expect(await readOwnAccount(`${header}.${payload}.`)).toBe(401);
  });

  it('refuses a token for a session that never existed', async () => {
    const user = findUserByEmail(CLAIRE)!;
    const token = await signAccessToken({
      id: user.id,
      email: user.email,
      companyId: user.companyId,
      sid: 'x'.repeat(43),
    });
    expect(await readOwnAccount(token)).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate at each refresh; the new pair works', async () => {
    const first = await login(CLAIRE);
    const { status, session } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    expect(session!.refreshToken).not.toBe(first.refreshToken);
    expect(await readOwnAccount(session!.accessToken)).toBe(200);
    expect((await refresh(session!.refreshToken)).status).toBe(200);
  });

  it('refuse a rotated-out token, and its replay revokes the whole session', async () => {
    const first = await login(CLAIRE);
    const second = (await refresh(first.refreshToken)).session!;
    const third = (await refresh(second.refreshToken)).session!;

    // The successor of `first` was used: `first` again is a replay, not a lost answer.
    expect((await refresh(first.refreshToken)).status).toBe(401);
    // The family is revoked: the newer token and its access token are dead too.
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect(await readOwnAccount(third.accessToken)).toBe(401);
  });

  it('answer the same successor again when the answer that carried it was lost (its token unused, within 60 s)', async () => {
    const first = await login(CLAIRE);
    const lost = (await refresh(first.refreshToken)).session!;
    const retried = await refresh(first.refreshToken);
    expect(retried.status).toBe(200);
    expect(decodeJwt(retried.session!.refreshToken).jti).toBe(decodeJwt(lost.refreshToken).jti);
    expect(await readOwnAccount(retried.session!.accessToken)).toBe(200);
    // A copy of the successor the browser did receive stays valid (a page reloaded while a refresh was on its way);
    // once it has been used, the old token is a replay again: the session ends.
    expect((await refresh(lost.refreshToken)).status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('a replay ends only that session: another device stays signed in', async () => {
    const phone = await login(CLAIRE);
    const laptop = await login(CLAIRE);
    const rotated = (await refresh(phone.refreshToken)).session!;
    const next = (await refresh(rotated.refreshToken)).session!;
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect(await readOwnAccount(laptop.accessToken)).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it("die at logout, server-side: the old cookie and the session's access token are refused", async () => {
    const session = await login(CLAIRE);
    expect(await logout(session.refreshToken)).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect(await readOwnAccount(session.accessToken)).toBe(401);
  });

  it("are refused when forged, or signed for a user id that is not the record's", async () => {
    const session = await login(CLAIRE);
    const claims = decodeJwt(session.refreshToken);
    expect((await refresh(await forge({ ...claims, id: findUserByEmail(LEA)!.id }))).status).toBe(401);
    expect((await refresh(await forge({ ...claims, jti: 'y'.repeat(43) }))).status).toBe(401);
    expect((await refresh('pas-un-jeton')).status).toBe(401);
  });
});

describe('password changes', () => {
  it('a change revokes every other session of the user and keeps the current one', async () => {
    const current = await login(LEA);
    const other = await login(LEA);
    const colleague = await login(CLAIRE);
    const response = await fetch(api(`/users/${encodeURIComponent(LEA)}/password`), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${current.accessToken}` },
      body: JSON.stringify({ currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2026!' }),
    });
    expect(response.status).toBe(200);

    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect(await readOwnAccount(other.accessToken, LEA)).toBe(401);
    expect(await readOwnAccount(current.accessToken, LEA)).toBe(200);
    expect((await refresh(current.refreshToken)).status).toBe(200);
    expect((await refresh(colleague.refreshToken)).status).toBe(200);
  });

  it('a reset revokes every session of the user', async () => {
    const before = await login(LEA);
    await fetch(api('/api/users/forget-password'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: LEA }),
    });
    const link = db.outbox.findMany((q) => q.where({ to: LEA, kind: 'reset' })).sort((a, b) => b.id - a.id)[0]!.link;
    const reset = await fetch(api(link.replace('/reset-password/', '/api/users/reset-password/')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ newPassword: 'Nouveau2026!' }),
    });
    expect(reset.status).toBe(200);
    expect((await refresh(before.refreshToken)).status).toBe(401);
    expect(await readOwnAccount(before.accessToken, LEA)).toBe(401);
    await login(LEA, 'Nouveau2026!');
  });
});
