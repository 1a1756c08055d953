import { parseSetCookie, type Exchange, type SetCookie } from './http';
import type { Run } from './run';

const AREA = 'browser';
const REFRESH_COOKIE = 'refreshToken';
/** The calls that carry the refresh cookie: its Path must cover both. */
const COOKIE_PATHS = ['/api/auth/refresh', '/api/auth/logout'];

/** The preflights a browser sends before the client's calls: each method it uses, with the headers it sets. */
function preflights(email: string): { name: string; path: string; method: string; headers: string[] }[] {
  const profile = `/users/${encodeURIComponent(email)}`;
  return [
    { name: 'preflight POST /api/auth/login', path: '/api/auth/login', method: 'POST', headers: ['content-type'] },
    { name: 'preflight GET with a bearer token', path: '/pages/all', method: 'GET', headers: ['authorization'] },
    {
      name: 'preflight PATCH with a JSON body',
      path: profile,
      method: 'PATCH',
      headers: ['authorization', 'content-type'],
    },
    {
      name: 'preflight DELETE',
      path: '/documents/company/1',
      method: 'DELETE',
      headers: ['authorization'],
    },
  ];
}

const listOf = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** What is wrong with an answer's CORS headers for a credentialed call from `origin` (null: nothing). */
function corsProblem(answer: Exchange, origin: string): string | null {
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  if (allowOrigin === null) return 'no Access-Control-Allow-Origin';
  if (allowOrigin !== origin) return `Access-Control-Allow-Origin is ${allowOrigin}, not ${origin}`;
  if (answer.headers.get('access-control-allow-credentials') !== 'true') {
    return 'no Access-Control-Allow-Credentials: true (the client sends credentials: include)';
  }
  return null;
}

/** The default Path of a cookie set by a request to `path` (RFC 6265 §5.1.4). */
function defaultPath(path: string): string {
  const directory = path.slice(0, path.lastIndexOf('/'));
  return directory || '/';
}

function pathCovers(cookiePath: string, requestPath: string): boolean {
  return (
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'))
  );
}

/**
 * What a browser needs before it lets the client work: CORS preflights and credentialed answers for the client's
 * origin, and a refresh cookie it will keep, send back to refresh and logout, and never expose to scripts.
 */
export async function checkBrowser(run: Run): Promise<void> {
  const { origin, email, password, url } = run.options;
  const http = run.session();

  if (!origin) {
    const reason = 'no --origin given (the origin the client is served from)';
    for (const { name } of preflights(email)) run.skip(AREA, name, reason);
    run.skip(AREA, 'credentialed answers allow the origin', reason);
    run.skip(AREA, 'error answers allow the origin too', reason);
  } else {
    for (const preflight of preflights(email)) {
      const answer = await run.exchange(http, AREA, preflight.name, () =>
        http.raw(preflight.path, {
          method: 'OPTIONS',
          headers: {
            'Access-Control-Request-Method': preflight.method,
            'Access-Control-Request-Headers': preflight.headers.join(','),
          },
        }),
      );
      if (!answer) continue;
      const methods = listOf(answer.headers.get('access-control-allow-methods'));
      const headers = listOf(answer.headers.get('access-control-allow-headers'));
      const simpleMethod = ['GET', 'POST', 'HEAD'].includes(preflight.method);
      const problem =
        answer.status < 200 || answer.status >= 300
          ? `answered ${answer.status}`
          : (corsProblem(answer, origin) ??
            (!simpleMethod && !methods.includes(preflight.method.toLowerCase())
              ? `Access-Control-Allow-Methods (${methods.join(', ') || 'none'}) lacks ${preflight.method}`
              : (preflight.headers
                  .filter((header) => !headers.includes(header))
                  .map((header) => `Access-Control-Allow-Headers lacks ${header}`)[0] ?? null)));
      if (problem) run.fail(AREA, preflight.name, problem);
      else run.pass(AREA, preflight.name, `${answer.status}, origin and credentials allowed`);
    }
  }

  run.progress(AREA, 'refresh cookie attributes');
  await http.client.POST('/api/auth/login', { body: { email, password } }).catch(() => undefined);
  const login = http.last;
  if (origin) {
    if (!login) run.fail(AREA, 'credentialed answers allow the origin', 'login got no answer');
    else {
      const problem = corsProblem(login, origin);
      if (problem) run.fail(AREA, 'credentialed answers allow the origin', `login ${login.status}: ${problem}`);
      else run.pass(AREA, 'credentialed answers allow the origin', `login ${login.status}`);
    }
    // The client reads error bodies (French messages): a 401 must be readable by the page too.
    const anonymous = run.session();
    const refused = await run.exchange(anonymous, AREA, 'error answers allow the origin too', () =>
      anonymous.client.POST('/api/auth/refresh'),
    );
    if (refused) {
      const problem = corsProblem(refused, origin);
      if (problem) run.fail(AREA, 'error answers allow the origin too', `refresh ${refused.status}: ${problem}`);
      else run.pass(AREA, 'error answers allow the origin too', `refresh ${refused.status}`);
    }
  }

  const cookie: SetCookie | undefined = login?.setCookies
    .map(parseSetCookie)
    .find((candidate) => candidate.name === REFRESH_COOKIE);
  const names = ['refresh cookie HttpOnly', 'refresh cookie SameSite', 'refresh cookie Secure', 'refresh cookie Path'];
  if (!login || login.status !== 200 || !cookie) {
    for (const name of names) run.skip(AREA, name, `login set no ${REFRESH_COOKIE} cookie`);
  } else {
    const { attributes } = cookie;
    run.expect(
      AREA,
      'refresh cookie HttpOnly',
      attributes.has('httponly'),
      'HttpOnly',
      'not HttpOnly: any script of the page could read the refresh token',
    );
    const sameSite = (attributes.get('samesite') ?? '').toLowerCase();
    const https = new URL(url).protocol === 'https:';
    run.expect(
      AREA,
      'refresh cookie SameSite',
      sameSite === 'lax' || sameSite === 'strict' || (sameSite === 'none' && attributes.has('secure')),
      `SameSite=${attributes.get('samesite')}${sameSite === 'none' ? ' (cross-site host: third-party cookie blocking will break it)' : ''}`,
      sameSite === 'none'
        ? 'SameSite=None without Secure: browsers drop it'
        : `SameSite is ${attributes.get('samesite') ?? 'absent'}: the contract asks for Lax`,
    );
    if (https) {
      run.expect(AREA, 'refresh cookie Secure', attributes.has('secure'), 'Secure', 'not Secure over HTTPS');
    } else {
      run.skip(AREA, 'refresh cookie Secure', 'the host is plain HTTP: Secure is required in production (HTTPS)');
    }
    const path = attributes.get('path') || defaultPath('/api/auth/login');
    const uncovered = COOKIE_PATHS.filter((requestPath) => !pathCovers(path, requestPath));
    run.expect(
      AREA,
      'refresh cookie Path',
      uncovered.length === 0,
      `Path=${path} covers refresh and logout`,
      `Path=${path} does not cover ${uncovered.join(' and ')}: the browser will not send it there`,
    );
  }
  await http.client.POST('/api/auth/logout').catch(() => undefined);
}
