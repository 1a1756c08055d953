import { judge, matchesSchema } from './judge';
import type { HostHttp } from './http';
import { claimsOf, signIn, type Run } from './run';

const REFRESH_COOKIE = 'refreshToken';
const AREA = 'session';

const NAMES = {
  claims: 'the access token has the claims the client reads',
  cookie: 'login sets the refresh cookie',
  rotates: 'refresh rotates the refresh cookie',
  replay: 'a replayed refresh cookie is refused (once its successor was used)',
  logout: 'logout revokes the refresh cookie',
  revokedAccess: "logout ends the session's access token",
  forged: 'an access token with a bad signature is refused',
  expired: 'an expired access token is refused',
} as const;

/** Whether a call made with only this token is refused as the contract says (401 in the error shape). */
async function refusedWith(http: HostHttp, token: string, userId: number): Promise<string | null> {
  await http.as(token, () => http.client.GET('/api/users/{id}', { params: { path: { id: userId } } }));
  const answer = http.last;
  if (!answer) return 'no answer';
  if (answer.status !== 401) return `answered ${answer.status}, not 401`;
  const judged = judge('getUser', answer);
  return judged.outcome === 'passed' ? null : judged.detail;
}

/** The value of the refresh cookie a session holds now. */
const refreshCookieOf = (http: HostHttp) => http.jar.get(REFRESH_COOKIE)?.value;

/**
 * The session as the client lives it (OAuth 2.0 Security BCP): the token's claims, the refresh cookie's rotation,
 * a replayed cookie refused, logout revoking, a forged and an expired token refused.
 */
export async function checkSession(run: Run): Promise<void> {
  const http = run.session();
  run.progress(AREA, NAMES.claims);
  const login = await signIn(run, http).catch(() => null);
  if (!login) {
    for (const name of Object.values(NAMES)) run.skip(AREA, name, 'login did not succeed with these credentials');
    return;
  }

  // The claims the client decodes (AccessTokenClaims), and that they describe the user who signed in.
  const claims = claimsOf(login.accessToken);
  const claimsMatch = claims ? matchesSchema('AccessTokenClaims', claims) : { ok: false as const, errors: 'not a JWT' };
  const sameUser =
    claims !== null &&
    claims.id === login.user.id &&
    claims.email === login.user.email &&
    claims.companyId === login.user.companyId;
  const ttl = claims && typeof claims.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : 0;
  run.expect(
    AREA,
    NAMES.claims,
    claimsMatch.ok && sameUser,
    `id, email, companyId, sid, iat, exp; lives ${ttl} s`,
    claimsMatch.ok ? 'the claims do not match the user login answered' : `AccessTokenClaims: ${claimsMatch.errors}`,
  );

  const first = refreshCookieOf(http);
  run.expect(AREA, NAMES.cookie, first !== undefined, `${REFRESH_COOKIE} set`, `no ${REFRESH_COOKIE} cookie set`);
  if (first === undefined) {
    for (const name of [NAMES.rotates, NAMES.replay, NAMES.logout, NAMES.revokedAccess]) {
      run.skip(AREA, name, 'login set no refresh cookie');
    }
  } else {
    run.progress(AREA, NAMES.rotates);
    const refreshed = await run.exchange(http, AREA, NAMES.rotates, () => http.client.POST('/api/auth/refresh'));
    if (refreshed) {
      const next = refreshCookieOf(http);
      run.expect(
        AREA,
        NAMES.rotates,
        refreshed.status === 200 && next !== undefined && next !== first,
        '200, a new cookie',
        refreshed.status !== 200
          ? `refresh answered ${refreshed.status}`
          : 'the refresh answered 200 without a new refresh cookie: the first one stays valid',
      );
    }

    // The cookie refresh just turned over, sent again once its successor was used: an attacker's copy must be useless.
    // Before that, a host may accept it for a short while (a reuse interval: the answer carrying the successor can be
    // lost on the way, issue 35), so the successor is used first.
    const path = http.jar.get(REFRESH_COOKIE)?.path ?? '/api/auth';
    await http.client.POST('/api/auth/refresh').catch(() => undefined);
    http.jar.set(REFRESH_COOKIE, { value: first, path });
    const replayed = await run.exchange(http, AREA, NAMES.replay, () => http.client.POST('/api/auth/refresh'));
    if (replayed) {
      run.expect(
        AREA,
        NAMES.replay,
        replayed.status === 401 && judge('refreshSession', replayed).outcome === 'passed',
        '401',
        replayed.status === 401
          ? judge('refreshSession', replayed).detail
          : `the rotated-out cookie was accepted again (${replayed.status})`,
      );
    }

    // Logout: a fresh session (a replay may rightly have ended the first), then its cookie and token after logout.
    const second = run.session();
    run.progress(AREA, NAMES.logout);
    const again = await signIn(run, second).catch(() => null);
    const cookie = refreshCookieOf(second);
    if (!again || cookie === undefined) {
      run.fail(AREA, NAMES.logout, 'a second login failed or set no cookie');
      run.skip(AREA, NAMES.revokedAccess, 'no second session');
    } else {
      await second.client.POST('/api/auth/logout');
      const cleared = refreshCookieOf(second) === undefined;
      second.jar.set(REFRESH_COOKIE, { value: cookie, path: '/api/auth' });
      const after = await run.exchange(second, AREA, NAMES.logout, () => second.client.POST('/api/auth/refresh'));
      if (after) {
        run.expect(
          AREA,
          NAMES.logout,
          after.status === 401 && cleared,
          '200 clears the cookie; the old cookie then gets 401',
          !cleared ? 'logout did not clear the cookie' : `the logged-out cookie still refreshes (${after.status})`,
        );
      }
      const access = await refusedWith(second, again.accessToken, again.user.id);
      if (access === null) run.pass(AREA, NAMES.revokedAccess, '401');
      else run.fail(AREA, NAMES.revokedAccess, `a logged-out session's access token: ${access}`);
    }
  }

  // A token whose signature was altered: refused, whatever the TTL.
  run.progress(AREA, NAMES.forged);
  const [header = '', payload = '', signature = ''] = login.accessToken.split('.');
  const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  http.secrets.add(forged);
  const forgedRefusal = await refusedWith(http, forged, login.user.id);
  if (forgedRefusal === null) run.pass(AREA, NAMES.forged, '401');
  else run.fail(AREA, NAMES.forged, forgedRefusal);

  // Expiry: only when the host issues short-lived tokens, so the check can wait for one to expire.
  const waitMs = (ttl + 1) * 1000;
  if (ttl <= 0) {
    run.skip(AREA, NAMES.expired, 'the token has no readable iat/exp');
  } else if (waitMs > run.options.expiryWaitMs) {
    run.skip(
      AREA,
      NAMES.expired,
      `access tokens live ${ttl} s, longer than the ${run.options.expiryWaitMs / 1000} s this check waits (--expiry-wait)`,
    );
  } else {
    const fresh = run.session();
    const session = await signIn(run, fresh).catch(() => null);
    if (!session) {
      run.fail(AREA, NAMES.expired, 'login failed');
    } else {
      run.progress(AREA, `${NAMES.expired} (waiting ${ttl + 1} s)`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const refusal = await refusedWith(fresh, session.accessToken, session.user.id);
      if (refusal === null) run.pass(AREA, NAMES.expired, `401 after ${ttl + 1} s`);
      else run.fail(AREA, NAMES.expired, refusal);
      await fresh.client.POST('/api/auth/logout');
    }
  }
  await http.client.POST('/api/auth/logout').catch(() => undefined);
}
