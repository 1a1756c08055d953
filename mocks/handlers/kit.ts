import { HttpResponse, delay, http as untypedHttp } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../src/api/schema.gen';
import { PersistenceError, commitWrites, syncFromStorage } from '../db';
import { UNSTABLE_HOST_DELAY_MS, areaOfPath, getNetworkSettings, latencyMs, unstableHostFault } from '../network';
import { errorBody, errorResponse } from './errors';
import { fingerprintOf, idempotencyStore, replayOf, storedAnswerOf } from './idempotency';

/**
 * The handler kit: the typed `http` every handler is written with, which makes each operation behave like one server
 * (latest data, saved writes, idempotent retries, no leaked stack trace), and the network conditions of the demo
 * console. Beside it: the error shape (errors.ts), tokens (tokens.ts), the refresh cookie (cookies.ts), input checks
 * (input.ts) and the cheap miss over MSW's matching (cheap-miss.ts).
 */

export type Schemas = components['schemas'];

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
