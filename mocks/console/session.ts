import { readAccessToken } from '../../src/api';

/** Who the app's session storage says is signed in, as the demo console needs it. */
export type CurrentSession =
  | { kind: 'signed-out' }
  | { kind: 'no-company'; email: string | null }
  | { kind: 'company'; email: string | null; companyId: number };

/** The payload of a JWT, without checking its signature (the console only reads what the app itself reads). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    const base64 = segment
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(segment.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads the access token of session storage (or the given one) and tells whose company it opens. */
export function readCurrentSession(token: string | null = readAccessToken()): CurrentSession {
  const payload = token ? decodeJwtPayload(token) : null;
  if (!payload) return { kind: 'signed-out' };
  const email = typeof payload.email === 'string' ? payload.email : null;
  const { companyId } = payload;
  if (typeof companyId === 'number' && Number.isInteger(companyId) && companyId > 0) {
    return { kind: 'company', email, companyId };
  }
  return { kind: 'no-company', email };
}
