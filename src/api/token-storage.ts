/**
 * The access token lives in session storage under `accessToken` (spec §3) and nowhere else: this module is the only
 * one that reads or writes that key (a test holds it), and the session module (`src/features/auth/session.ts`) the
 * only one that writes or clears it. Screens that draw from the token subscribe here (`useSessionToken`), so a renewed
 * token draws them again without a second copy of it in memory.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/**
 * Which token each renewal replaced, and by which, for the same person: a call sent just before a renewal is still
 * the current session's. Sign-in, sign-out and another account add no link, so their earlier tokens are not. Memory
 * only (the tokens' value is already in session storage); the last few links are enough for calls in flight.
 */
const renewedInto = new Map<string, string>();
const MAX_LINKS = 8;

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function readAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

/** Calls `listener` after each write or clear of the token (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribeAccessToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Stores the token; `renewing` is the token of the same session it replaces (a renewal), if any. */
export function writeAccessToken(token: string, renewing: string | null = null): void {
  if (renewing && renewing !== token) {
    renewedInto.set(renewing, token);
    const oldest = renewedInto.keys().next().value;
    if (renewedInto.size > MAX_LINKS && oldest !== undefined) renewedInto.delete(oldest);
  }
  storage()?.setItem(ACCESS_TOKEN_KEY, token);
  changed();
}

export function clearAccessToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  changed();
}

/**
 * Whether a call sent with `token` belongs to the session now open: the current token, or one that renewals of this
 * session replaced. A call of a session that is over (signed out, another account since) does not.
 */
export function isOfCurrentSession(token: string): boolean {
  const current = readAccessToken();
  let cursor: string | undefined = token;
  for (let step = 0; cursor !== undefined && step <= MAX_LINKS; step += 1) {
    if (cursor === current) return true;
    cursor = renewedInto.get(cursor);
  }
  return false;
}
