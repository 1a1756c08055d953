import { SignJWT, jwtVerify } from 'jose';
import { HttpHandler, HttpResponse, delay, matchRequestUrl, http as untypedHttp, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { FIELD_PATTERN } from '../../src/api/limits';
import type { components, paths } from '../../src/api/schema.gen';
import { PersistenceError, commitWrites, syncFromStorage } from '../db';
import { UNSTABLE_HOST_DELAY_MS, areaOfPath, getNetworkSettings, latencyMs, unstableHostFault } from '../network';
import { fingerprintOf, idempotencyStore, replayOf, storedAnswerOf } from './idempotency';

export type Schemas = components['schemas'];
export type ApiErrorBody = Schemas['Error'];
export type AccessTokenClaims = Schemas['AccessTokenClaims'];

/**
 * Typed from the generated `paths`: a wrong path, body or response fails the type check. Handlers are bound to the
 * API origin they serve (the page's origin in the browser and in tests, 127.0.0.1:4010 for the HTTP mock server) so
 * they never catch the dev server's own module requests (`/src/features/users/...`).
 */
export function createApiHttp(baseUrl: string) {
  const http = createOpenApiHttp<paths>({ baseUrl: baseUrl.replace(/\/+$/, '') });
  return {
    ...http,
    get: neverLeaking(http.get),
    put: neverLeaking(http.put, true),
    post: neverLeaking(http.post, true),
    delete: neverLeaking(http.delete, true),
    patch: neverLeaking(http.patch, true),
  };
}
export type ApiHttp = ReturnType<typeof createApiHttp>;

/**
 * Makes a handler's miss cheap. MSW asks every handler in turn whether it answers a request, and an HttpHandler reads
 * the request's cookies (the document's, then MSW's own cookie store) before it even compares the method and the path:
 * with some sixty handlers, that reading was most of a call's cost in the browser. The wrapped handler compares the
 * method and the path first, the way HttpHandler does, and reads cookies only when both match. A handler with a
 * custom predicate is left as it is.
 */
export function withCheapMiss(handler: RequestHandler): RequestHandler {
  if (!(handler instanceof HttpHandler)) return handler;
  const { method, path } = handler.info;
  if (typeof path !== 'string' && !(path instanceof RegExp)) return handler;
  const matchesMethod = (actual: string) =>
    method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual.toUpperCase();
  const parse = handler.parse.bind(handler);
  handler.parse = async (args) => {
    if (!matchesMethod(args.request.method)) return { match: { matches: false, params: {} }, cookies: {} };
    const match = matchRequestUrl(new URL(args.request.url), path, args.resolutionContext?.baseUrl);
    if (!match.matches) return { match, cookies: {} };
    return parse(args);
  };
  return handler;
}

export const INTERNAL_ERROR_MESSAGE = 'Erreur interne du serveur de démonstration. Réessayez dans un instant.';
export const STORAGE_FULL_MESSAGE =
  "Le stockage du navigateur est plein : cette modification n'a pas été enregistrée. Ouvrez la console de démonstration (bouton « Démo ») et réinitialisez les données pour continuer.";

/**
 * Wraps a handler factory so every operation behaves like one server: it reads the latest data (another tab's
 * writes), its writes are saved before it answers (507 when they cannot be, the store reverted), and it can never
 * answer MSW's default 500 with a stack trace: a thrown Response is the reply (as MSW intends), anything else is
 * logged and answered in the contract's error shape.
 */
function neverLeaking<Factory extends (path: never, resolver: never, options?: never) => unknown>(
  factory: Factory,
  write = false,
): Factory {
  type Resolver = (info: { request: Request }) => unknown;
  const wrapped = (path: never, resolver: Resolver, options?: never) => {
    const run = async (info: { request: Request }) => {
      let result: unknown;
      try {
        // Another tab of the demo may have written since: answer from, and write on top of, the latest data.
        await syncFromStorage();
        result = await resolver(info);
      } catch (error) {
        if (!(error instanceof Response)) {
          console.error('[mock api] erreur inattendue', error);
          return errorResponse(500, INTERNAL_ERROR_MESSAGE);
        }
        result = error;
      }
      try {
        await commitWrites();
      } catch (error) {
        if (!(error instanceof PersistenceError)) throw error;
        return errorResponse(507, STORAGE_FULL_MESSAGE);
      }
      return result;
    };
    return (factory as unknown as (path: never, resolver: Resolver, options?: never) => unknown)(
      path,
      write ? (info) => answerWrite(info.request, () => run(info)) : run,
      options,
    );
  };
  return wrapped as unknown as Factory;
}

export const UNSTABLE_HOST_MESSAGE =
  'Service momentanément indisponible (hôte instable simulé par la console de démonstration).';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "Cette clé d'idempotence a déjà servi pour une autre requête : utilisez une nouvelle clé pour une nouvelle opération.";
export const IDEMPOTENCY_KEY_INVALID_MESSAGE =
  "L'en-tête Idempotency-Key doit compter de 1 à 255 caractères imprimables.";

/**
 * Writes honour `Idempotency-Key` (openapi.yaml declares it on the creates; issue 35): the same key with the same
 * request within 24 h answers the first answer again (`Idempotent-Replayed: true`) and writes nothing; with another
 * request, 422. A 5xx is not kept: nothing was written, so the next attempt runs again. The store lives apart from the
 * data (idempotency.ts). In the demo, the « Hôte instable » preset may then lose the answer after the write, as a
 * dropped connection would: the client cannot tell, and must find out by sending again or reading.
 */
async function answerWrite(request: Request, run: () => Promise<unknown>): Promise<unknown> {
  const key = request.headers.get('Idempotency-Key');
  if (key === null) return loseAfterWrite(await run());
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) return errorResponse(400, IDEMPOTENCY_KEY_INVALID_MESSAGE);
  const claim = await idempotencyStore.claim(key, await fingerprintOf(request));
  if (claim.kind === 'mismatch') return errorResponse(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  if (claim.kind === 'replay') return loseAfterWrite(replayOf(claim.answer));
  let result: unknown;
  try {
    result = await run();
  } finally {
    if (!(result instanceof Response) || result.status >= 500) claim.settle(null);
  }
  if (result instanceof Response && result.status < 500) claim.settle(await storedAnswerOf(result));
  return loseAfterWrite(result);
}

/** The « Hôte instable » preset's lost answer: the write is done, the answer never arrives. */
function loseAfterWrite(result: unknown): unknown {
  return unstableHostFault('lost-answer') ? HttpResponse.error() : result;
}

const STATUS_LABELS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** The contract's error shape, as a Response. Throw it from a resolver to short-circuit (MSW treats it as the reply). */
export function errorResponse(status: number, message: string): HttpResponse<ApiErrorBody> {
  return HttpResponse.json<ApiErrorBody>(errorBody(status, message), { status });
}

/** The contract's `Error` body for a status. */
export function errorBody(status: number, message: string): ApiErrorBody {
  return { statusCode: status, message, error: STATUS_LABELS[status] ?? 'Error' };
}

export const badRequest = (message: string) => errorResponse(400, message);
export const unauthorized = (message = 'Authentification requise.') => errorResponse(401, message);
export const forbidden = (message = "Vous n'avez pas accès à ces données.") => errorResponse(403, message);
export const notFound = (message: string) => errorResponse(404, message);
export const conflict = (message = 'Cette adresse e-mail est déjà utilisée.') => errorResponse(409, message);

// ── Tokens ────────────────────────────────────────────────────────────────────────────────────────────────────────
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
export const REFRESH_COOKIE = 'refreshToken';

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

// ── Input checks (French messages, contract error shape) ─────────────────────────────────────────────────────────
/** The contract's patterns (openapi.yaml, through src/api/limits.ts): the forms check the same. */
export const EMAIL_PATTERN = new RegExp(FIELD_PATTERN.email);
export const PASSWORD_RULE = new RegExp(FIELD_PATTERN.password);

/** Parses a JSON body or throws a 400; `null`/non-objects are refused too. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('Corps de requête JSON invalide.');
}

export function requireString(body: Record<string, unknown>, field: string, label: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Le champ « ${label} » est obligatoire.`);
  return value.trim();
}

export function requireEmail(value: unknown): string {
  if (typeof value !== 'string' || !EMAIL_PATTERN.test(value.trim())) {
    throw badRequest('Veuillez saisir une adresse email valide');
  }
  return value.trim().toLowerCase();
}

// ── Network conditions ────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Placed first in the handler list: waits the chosen latency, then answers with the injected failure for the
 * request's area, or returns nothing so the request falls through to its real handler.
 */
export const networkConditionsHandler = (baseUrl: string) =>
  untypedHttp.all(`${baseUrl.replace(/\/+$/, '')}/*`, async ({ request }) => {
    const area = areaOfPath(new URL(request.url).pathname);
    if (!area) return undefined;
    const settings = getNetworkSettings();
    const wait = latencyMs(settings.latency) + (unstableHostFault('delay') ? UNSTABLE_HOST_DELAY_MS : 0);
    if (wait > 0) await delay(wait);
    if (unstableHostFault('error')) {
      return HttpResponse.json(errorBody(503, UNSTABLE_HOST_MESSAGE), { status: 503, headers: { 'Retry-After': '1' } });
    }
    const failure = settings.failures[area];
    if (failure === '500') return errorResponse(500, 'Erreur interne simulée par la console de démonstration.');
    if (failure === '400')
      return errorResponse(400, 'Requête refusée (erreur simulée par la console de démonstration).');
    if (failure === 'network') return HttpResponse.error();
    return undefined;
  });
