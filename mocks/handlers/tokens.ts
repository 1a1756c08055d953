import { SignJWT, jwtVerify } from 'jose';
import type { components } from '../../src/api/schema.gen';
import { unauthorized } from './errors';

export type AccessTokenClaims = components['schemas']['AccessTokenClaims'];

// The in-browser demo necessarily ships its secret (it signs real HS256 JWTs so the client decodes genuine tokens);
// the HTTP mock server replaces it at start-up (setSigningSecret), from the environment or at random.
// Uint8Array.from: under jsdom TextEncoder returns another realm's Uint8Array, which jose refuses as a key.
const DEMO_SECRET = 'steer-demo-backend-secret-not-for-production';
const MIN_SECRET_LENGTH = 32;
let signingKey = encodeSecret(DEMO_SECRET);

function encodeSecret(value: string): Uint8Array {
  return Uint8Array.from(new TextEncoder().encode(value));
}

/** Signs and verifies every later token with this secret (at least 32 characters); null restores the demo's own. */
export function setSigningSecret(value: string | null): void {
  if (value !== null && value.length < MIN_SECRET_LENGTH) {
    throw new Error(`Le secret de signature doit compter au moins ${MIN_SECRET_LENGTH} caractères.`);
  }
  signingKey = encodeSecret(value ?? DEMO_SECRET);
}

/** The current signing key (tests forge tokens with it: no exp, wrong kind...). */
export function signingSecret(): Uint8Array {
  return signingKey;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export type ClaimsInput = Omit<AccessTokenClaims, 'iat' | 'exp'>;

export async function signAccessToken(claims: ClaimsInput, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ ...claims, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(signingKey);
}

/** A refresh token: its `jti` names one record of refreshSessions, `sid` the session (family) it belongs to. */
export async function signRefreshToken(session: { userId: number; id: string; familyId: string }): Promise<string> {
  return new SignJWT({ id: session.userId, typ: 'refresh', sid: session.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(session.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + REFRESH_TOKEN_TTL_SECONDS)
    .sign(signingKey);
}

export type VerifiedToken =
  { ok: true; claims: Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Checks signature, algorithm, kind and the required claims: a token without `exp` (or `iat`) is refused even when
 * correctly signed, as a real server would refuse a token that never expires.
 */
async function verifyToken(token: string, typ: 'access' | 'refresh'): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, signingKey, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
    return payload.typ === typ
      ? { ok: true, claims: payload as Record<string, unknown> }
      : { ok: false, reason: 'invalid' };
  } catch (error) {
    const expired = error instanceof Error && (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED';
    return { ok: false, reason: expired ? 'expired' : 'invalid' };
  }
}

async function verify(token: string, typ: 'access' | 'refresh'): Promise<Record<string, unknown> | null> {
  const verified = await verifyToken(token, typ);
  return verified.ok ? verified.claims : null;
}

/** Whether a value has the access token's required claims (the contract's AccessTokenClaims). */
function hasAccessClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & AccessTokenClaims {
  return (
    typeof payload.id === 'number' &&
    typeof payload.email === 'string' &&
    (payload.companyId === null || typeof payload.companyId === 'number') &&
    typeof payload.sid === 'string' &&
    typeof payload.exp === 'number'
  );
}

/**
 * Decides whether the session (`sid`) of a verified token is still open. Set by session.ts, which owns the store's
 * refresh sessions: a logged-out or revoked session's access tokens die with it, not 15 minutes later.
 */
let sessionIsOpen: (sessionId: string) => boolean = () => true;
export function setSessionCheck(check: (sessionId: string) => boolean): void {
  sessionIsOpen = check;
}

/**
 * An access token's claims, or why it was refused: 'expired' lets the chat ask the client to renew and reconnect.
 * A token of a closed session is 'invalid'.
 */
export async function verifyAccessToken(
  token: string,
): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
  const verified = await verifyToken(token, 'access');
  if (!verified.ok) return verified;
  if (!hasAccessClaims(verified.claims) || !sessionIsOpen(verified.claims.sid)) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: verified.claims };
}

/** The verified claims of a refresh token, or null (bad signature, expired, wrong kind, no jti or session). */
export async function verifyRefreshToken(
  token: string | undefined,
): Promise<{ id: number; jti: string; sid: string } | null> {
  if (!token) return null;
  const payload = await verify(token, 'refresh');
  if (
    !payload ||
    typeof payload.id !== 'number' ||
    typeof payload.jti !== 'string' ||
    typeof payload.sid !== 'string'
  ) {
    return null;
  }
  return { id: payload.id, jti: payload.jti, sid: payload.sid };
}

/** The caller's verified access-token claims; throws a 401 response when missing, malformed or expired. */
export async function requireClaims(request: Request): Promise<AccessTokenClaims> {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const verified = await verifyAccessToken(match[1]);
  if (!verified.ok) throw unauthorized('Session expirée ou jeton invalide.');
  return verified.claims;
}
