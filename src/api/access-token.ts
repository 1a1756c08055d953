/**
 * What the client reads in an access token (its payload, not verified: the server does that). A module of its own, out
 * of `@/api`'s index: the pages that decode a token load it, /login does not.
 */

/** The claims of an access token. Throws on a malformed token. */
export function accessTokenPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('Jeton sans charge utile');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new Error('Charge utile invalide');
  return payload as Record<string, unknown>;
}

/** What the client reads in an access token: the company it opens (spec §3 and §4) and whose it is. */
export interface AccessTokenClaims {
  /** The company id, or null for a token without one (no company yet, a platform admin). */
  companyId: number | null;
  email: string | null;
}

/**
 * The one decoder of the access token's claims (the dashboard's score history, the copilote's icon and room, the
 * demo console). Throws on a token it cannot read, for the callers that must say so (spec §8: the chat logs it).
 */
export function accessTokenClaims(token: string): AccessTokenClaims {
  const { companyId, email } = accessTokenPayload(token);
  return {
    companyId: typeof companyId === 'number' && Number.isInteger(companyId) && companyId > 0 ? companyId : null,
    email: typeof email === 'string' ? email : null,
  };
}

/** The company a token carries (spec §3 and §4: 'decoded from the session token'), or null without one. */
export function companyIdOfToken(token: string | null): number | null {
  if (!token) return null;
  try {
    return accessTokenClaims(token).companyId;
  } catch {
    return null;
  }
}
