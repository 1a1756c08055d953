import { MAX_DOCUMENT_BYTES } from '../../src/lib/document-files';
import { HttpHandler, HttpResponse, http as untypedHttp, matchRequestUrl, type RequestHandler } from 'msw';
import {
  ANY_TEXT_MAX_LENGTH,
  FIELD_LABELS,
  FIELD_MAX_LENGTH,
  fieldTooLongMessage,
  type LimitedField,
} from '../../src/api/limits';
import { errorBody } from './errors';

/**
 * Protections every operation gets without its handler doing anything, so handlers added later have them too:
 * - first in the list, `requestGuardHandler`: malformed percent-encoding in the path or query → 400, a body above
 *   MAX_BODY_BYTES → 413, a text value of a JSON body above its contract `maxLength` → 400 (French message);
 * - last, `unmatchedRouteHandler`: a path no handler serves → JSON 404, a known path with another method → 405;
 * - around every resolver (kit's createApiHttp): an unexpected exception → JSON 500, never a stack trace.
 * Only API paths are guarded (the first segments the handlers serve): the dev server's modules pass untouched.
 */

/** Like express's own JSON body limit, with room for the whole questionnaire's free-text answers. */
export const MAX_BODY_BYTES = 256 * 1024;
/**
 * A multipart upload ('Mes documents') carries a file of up to MAX_DOCUMENT_BYTES: its body may be that big plus the
 * multipart envelope, so that the documents handler, not this guard, answers a file just over the limit (400, French).
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
export const MALFORMED_URL_MESSAGE =
  "Adresse de requête mal encodée : un « % » n'y est pas suivi de deux chiffres hexadécimaux valides.";
export const BODY_TOO_LARGE_MESSAGE = `Requête trop volumineuse : son corps ne doit pas dépasser ${MAX_BODY_BYTES / 1024} Ko.`;
export const UPLOAD_TOO_LARGE_MESSAGE = `Fichier trop volumineux : ${MAX_DOCUMENT_BYTES / 1024 / 1024} Mo au plus.`;
/**
 * The longest address the backend reads, as a server's request line: nginx refuses a longer one with its default
 * buffers (414), and msw 3's matcher (@msw/url) throws on a longer one, which would answer 500.
 */
export const MAX_URL_LENGTH = 8_192;
export const URI_TOO_LONG_MESSAGE = `Adresse trop longue : elle ne doit pas dépasser ${MAX_URL_LENGTH.toLocaleString('fr-FR')} caractères.`;
export const UNKNOWN_ROUTE_MESSAGE = "Aucune opération de l'API ne correspond à cette adresse.";
/** No request of the contract nests deeper than a few levels: far more is an attack on whatever walks the body. */
export const MAX_JSON_DEPTH = 32;
/** No list of the contract comes near it (a company's pages, a questionnaire's answers). */
export const MAX_JSON_ARRAY_ITEMS = 1_000;
export const TOO_DEEP_MESSAGE = `Requête refusée : son JSON imbrique plus de ${MAX_JSON_DEPTH} niveaux d'objets ou de listes.`;
export const TOO_MANY_ITEMS_MESSAGE = `Requête refusée : une liste de son JSON compte plus de ${MAX_JSON_ARRAY_ITEMS.toLocaleString('fr-FR')} éléments.`;
export const anyTextTooLongMessage = (maxLength: number) =>
  `Une valeur de la requête dépasse ${maxLength.toLocaleString('fr-FR')} caractères.`;

export interface Route {
  method: string;
  /** MSW path, absolute: `http://127.0.0.1:4010/users/:email`. */
  path: string;
}

/**
 * The guards answer before any operation is known, and a few operations declare `{ success: false, message }` for
 * their errors instead of `Error`: this body is both (every field either shape requires).
 */
function guardError(status: number, message: string): Response {
  return HttpResponse.json({ ...errorBody(status, message), success: false }, { status });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern without capture groups: MSW decodes captured params with decodeURIComponent, which throws on bad input. */
function originPattern(baseUrl: string): RegExp {
  return new RegExp(`^${escapeRegExp(baseUrl.replace(/\/+$/, ''))}/`);
}

/** The routes the handlers serve (method + path), read from MSW's handler info. */
export function routesOf(handlers: readonly RequestHandler[]): Route[] {
  return handlers.flatMap((handler) => {
    if (!(handler instanceof HttpHandler)) return [];
    const { method, path } = handler.info;
    if (typeof path !== 'string' || typeof method !== 'string' || path.endsWith('/*')) return [];
    return [{ method: method.toUpperCase(), path }];
  });
}

/** First path segments the API answers on (`api`, `users`, `form-axe`...). */
function apiSegmentsOf(routes: readonly Route[], baseUrl: string): Set<string> {
  const base = baseUrl.replace(/\/+$/, '');
  return new Set(
    routes.map((route) => route.path.slice(base.length).split('/')[1]?.split(/[:{]/)[0] ?? '').filter(Boolean),
  );
}

function isApiPath(pathname: string, segments: ReadonlySet<string>): boolean {
  const first = pathname.split('/')[1] ?? '';
  // `/form-question:...` style paths: the segment ends where a parameter starts.
  return segments.has(first) || [...segments].some((segment) => first.startsWith(`${segment}:`));
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Every raw key and value of a query string decodes (URLSearchParams would silently replace bad bytes). */
function queryDecodes(search: string): boolean {
  return search
    .replace(/^\?/, '')
    .split('&')
    .every((pair) => pair.split('=').every((part) => decodes(part.replaceAll('+', ' '))));
}

/**
 * Reads a JSON text's shape without parsing it (nothing recursive, so nothing a hostile body can overflow): whether it
 * nests deeper than MAX_JSON_DEPTH or has a list longer than MAX_JSON_ARRAY_ITEMS. Invalid JSON is left to the parser.
 */
export function jsonShapeProblem(text: string): 'depth' | 'items' | null {
  // Per open container: -1 for an object, else the commas seen so far in the list (its items, less one).
  const open: number[] = [];
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (open.push(char === '[' ? 0 : -1) > MAX_JSON_DEPTH) return 'depth';
    } else if (char === '}' || char === ']') open.pop();
    else if (char === ',' && open.length > 0) {
      const commas = open[open.length - 1]!;
      if (commas >= 0) {
        if (commas + 1 >= MAX_JSON_ARRAY_ITEMS) return 'items';
        open[open.length - 1] = commas + 1;
      }
    }
  }
  return null;
}

/** The first string of a JSON value longer than allowed: by its field's limit, or the global one. */
export function findTooLongText(
  value: unknown,
  field: string | null = null,
): { field: string | null; max: number } | null {
  if (typeof value === 'string') {
    const limit = field !== null && field in FIELD_MAX_LENGTH ? FIELD_MAX_LENGTH[field as LimitedField] : null;
    if (limit !== null && value.length > limit) return { field, max: limit };
    if (value.length > ANY_TEXT_MAX_LENGTH) return { field: null, max: ANY_TEXT_MAX_LENGTH };
    return null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findTooLongText(item, field);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findTooLongText(item, key);
      if (found) return found;
    }
  }
  return null;
}

function tooLongResponse({ field, max }: { field: string | null; max: number }): Response {
  const label = field !== null && field in FIELD_LABELS ? FIELD_LABELS[field as LimitedField] : null;
  return guardError(400, label ? fieldTooLongMessage(label, max) : anyTextTooLongMessage(max));
}

/** Placed first: refuses what no handler should ever see. Returns nothing for a sound request (next handler). */
export function requestGuardHandler(baseUrl: string, routes: () => readonly Route[]): HttpHandler {
  let segments: Set<string> | null = null;
  return untypedHttp.all(originPattern(baseUrl), async ({ request }) => {
    const url = new URL(request.url);
    segments ??= apiSegmentsOf(routes(), baseUrl);
    if (!isApiPath(url.pathname, segments)) return undefined;

    if (request.url.length > MAX_URL_LENGTH) return guardError(414, URI_TOO_LONG_MESSAGE);
    if (!decodes(url.pathname) || !queryDecodes(url.search)) return guardError(400, MALFORMED_URL_MESSAGE);

    const isUpload = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
    const maxBytes = isUpload ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
    const tooLarge = () => guardError(413, isUpload ? UPLOAD_TOO_LARGE_MESSAGE : BODY_TOO_LARGE_MESSAGE);
    const declaredLength = Number(request.headers.get('content-length') ?? '0');
    if (Number.isFinite(declaredLength) && declaredLength > maxBytes) return tooLarge();
    if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
    const bytes = await request.clone().arrayBuffer();
    if (bytes.byteLength > maxBytes) return tooLarge();

    if (isUpload) return undefined;
    // Whatever the declared type (a handler may parse it anyway): refused before anything parses or walks it.
    const text = new TextDecoder().decode(bytes);
    const shape = jsonShapeProblem(text);
    if (shape) return guardError(400, shape === 'depth' ? TOO_DEEP_MESSAGE : TOO_MANY_ITEMS_MESSAGE);
    if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return undefined; // each handler answers its own 400 for malformed JSON
    }
    const tooLong = findTooLongText(body);
    return tooLong ? tooLongResponse(tooLong) : undefined;
  });
}

/** Placed last: an API path no handler answered. 405 (with Allow) when the path exists for other methods. */
export function unmatchedRouteHandler(baseUrl: string, routes: () => readonly Route[]): HttpHandler {
  let segments: Set<string> | null = null;
  return untypedHttp.all(originPattern(baseUrl), ({ request }) => {
    const url = new URL(request.url);
    const known = routes();
    segments ??= apiSegmentsOf(known, baseUrl);
    if (!isApiPath(url.pathname, segments)) return undefined;
    const allowed = [
      ...new Set(
        known
          .filter((route) => {
            try {
              return matchRequestUrl(url, route.path).matches;
            } catch {
              return false;
            }
          })
          .map((route) => route.method),
      ),
    ].sort();
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const response = guardError(
        405,
        `La méthode ${request.method} n'est pas acceptée à cette adresse (méthodes acceptées : ${allowed.join(', ')}).`,
      );
      response.headers.set('Allow', allowed.join(', '));
      return response;
    }
    return guardError(404, UNKNOWN_ROUTE_MESSAGE);
  });
}
