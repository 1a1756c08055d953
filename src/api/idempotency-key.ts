import type { paths } from './schema.gen';

/**
 * Creates carry an `Idempotency-Key` (issue 35; openapi.yaml declares it on these operations): one UUID per intent of
 * the person, the same for every attempt of it. An intent is the call itself (method, URL, body): the key is kept
 * while its outcome is unknown (no answer, a 5xx, a 429), so the automatic retries and the person's own 'Réessayer'
 * send it again and the server answers its first answer instead of writing twice; it is dropped once the server has
 * answered for good, so doing the same thing again later is a new intent.
 */
export const KEYED_CREATES = [
  '/api/auth/register',
  '/users/add-collaborator',
  '/api/companies/add',
  '/form-response/default/{formId}',
  '/users/solutions/{email}/plan',
  '/users/solutions/{email}/plan/{solutionId}/kpis',
  '/documents/company',
  '/surveys/company/current',
  '/surveys/public/{shareToken}/responses',
] as const satisfies ReadonlyArray<keyof paths>;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const createPatterns = KEYED_CREATES.map(
  (path) => new RegExp(`${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\//g, '\\/')}$`),
);

/** Whether a request is one of the keyed creates (a POST on one of their paths, under any base URL). */
export function isKeyedCreate(method: string, url: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const { pathname } = new URL(url);
  return createPatterns.some((pattern) => pattern.test(pathname));
}

/** A version 4 UUID; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** FNV-1a over the body's bytes: enough to tell two intents apart without keeping an upload's bytes around. */
function hashBytes(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16);
}

const openIntents = new Map<string, string>();

/** The intent a request expresses: method, URL and body. */
export async function intentOf(request: Request): Promise<string> {
  const body = new Uint8Array(await request.clone().arrayBuffer());
  return `${request.method} ${request.url} ${body.length}:${hashBytes(body)}`;
}

/** The key of an intent: the one already used for it while its outcome is unknown, or a new one. */
export function keyForIntent(intent: string): string {
  let key = openIntents.get(intent);
  if (!key) openIntents.set(intent, (key = newUuid()));
  return key;
}

/** The server answered for good (any answer but a 5xx or a 429): the next identical call is a new intent. */
export function settleIntent(intent: string, status: number | null): void {
  if (status !== null && status < 500 && status !== 429) openIntents.delete(intent);
}
