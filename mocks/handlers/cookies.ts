import { REFRESH_TOKEN_TTL_SECONDS } from './tokens';

/** The refresh token travels in this cookie, scoped to the auth calls. */
export const REFRESH_COOKIE = 'refreshToken';

/** Cookie attributes: HttpOnly only over real HTTP (in the browser, msw keeps mocked cookies where the page can read them). */
function cookieAttributes(maxAge: number): string {
  const httpOnly = typeof document === 'undefined' ? '; HttpOnly' : '';
  return `Path=/api/auth; SameSite=Lax; Max-Age=${maxAge}${httpOnly}`;
}

export function refreshCookie(token: string): string {
  return `${REFRESH_COOKIE}=${token}; ${cookieAttributes(REFRESH_TOKEN_TTL_SECONDS)}`;
}

export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; ${cookieAttributes(0)}`;
}
