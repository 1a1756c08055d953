import { readAccessToken } from '../../src/api';
import { accessTokenClaims, type AccessTokenClaims } from '../../src/api/access-token';

/** Who the app's session storage says is signed in, as the demo console needs it. */
export type CurrentSession =
  | { kind: 'signed-out' }
  | { kind: 'no-company'; email: string | null }
  | { kind: 'company'; email: string | null; companyId: number };

/** The token's claims as the app reads them (`accessTokenClaims`, the one decoder), or null for a malformed token. */
function claimsOf(token: string): AccessTokenClaims | null {
  try {
    return accessTokenClaims(token);
  } catch {
    return null;
  }
}

/** Reads the access token of session storage (or the given one) and tells whose company it opens. */
export function readCurrentSession(token: string | null = readAccessToken()): CurrentSession {
  const claims = token ? claimsOf(token) : null;
  if (!claims) return { kind: 'signed-out' };
  const { email, companyId } = claims;
  return companyId === null ? { kind: 'no-company', email } : { kind: 'company', email, companyId };
}
