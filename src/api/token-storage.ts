/** The access token lives in session storage under `accessToken` (spec §3) and nowhere else. */
export const ACCESS_TOKEN_KEY = 'accessToken';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

export function readAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function writeAccessToken(token: string): void {
  storage()?.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
}

/** The claims of an access token (its payload, not verified: the server does that). Throws on a malformed token. */
export function accessTokenPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('Jeton sans charge utile');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (!payload || typeof payload !== 'object') throw new Error('Charge utile invalide');
  return payload as Record<string, unknown>;
}

/** The company a token carries (spec §3 and §4: 'decoded from the session token'), or null without one. */
export function companyIdOfToken(token: string | null): number | null {
  if (!token) return null;
  try {
    const { companyId } = accessTokenPayload(token);
    return typeof companyId === 'number' && Number.isInteger(companyId) && companyId > 0 ? companyId : null;
  } catch {
    return null;
  }
}
