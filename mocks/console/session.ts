import { readAccessToken } from '../../src/api';
import { accessTokenPayload } from '../../src/api/access-token';

/** Who the app's session storage says is signed in, as the demo console needs it. */
export type CurrentSession =
  | { kind: 'signed-out' }
  | { kind: 'no-company'; email: string | null }
  | { kind: 'company'; email: string | null; companyId: number };

/** The token's claims as the app reads them (`accessTokenPayload`), or null for a malformed token. */
function claimsOf(token: string): Record<string, unknown> | null {
  try {
    return accessTokenPayload(token);
  } catch {
    return null;
  }
}

/** Reads the access token of session storage (or the given one) and tells whose company it opens. */
export function readCurrentSession(token: string | null = readAccessToken()): CurrentSession {
  const payload = token ? claimsOf(token) : null;
  if (!payload) return { kind: 'signed-out' };
  const email = typeof payload.email === 'string' ? payload.email : null;
  const { companyId } = payload;
  if (typeof companyId === 'number' && Number.isInteger(companyId) && companyId > 0) {
    return { kind: 'company', email, companyId };
  }
  return { kind: 'no-company', email };
}
