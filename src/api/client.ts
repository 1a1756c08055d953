import createClient, { type Middleware } from 'openapi-fetch';
import { config } from '@/config/env';
import { ApiError } from './api-error';
import { backendReady } from './backend-ready';
import { beginCall, beginRetrying, reportCallOutcome, setReachabilityProbe } from './connectivity';
import { IDEMPOTENCY_KEY_HEADER, intentOf, isKeyedCreate, keyForIntent, settleIntent } from './idempotency-key';
import { MAX_RETRIES, isRepeatable, isTransient, waitBeforeRetry } from './retry-policy';
import type { paths } from './schema.gen';
import { isOfCurrentSession, readAccessToken } from './token-storage';

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = readAccessToken();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
};

const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) {
      throw new ApiError(response.status, await response.clone().text());
    }
    return response;
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    // fetch rejected: no response at all (offline, CORS, refused connection).
    return new ApiError(0, error instanceof Error ? error.message : String(error));
  },
};

/**
 * Renews the session when a call answers 401: returns the new access token, or null when the session is over.
 * Registered by the auth feature (which owns the session); the client only knows when to ask.
 */
export type SessionRenewer = () => Promise<string | null>;
let renewSession: SessionRenewer | null = null;

export function setSessionRenewer(renewer: SessionRenewer | null): void {
  renewSession = renewer;
}

let renewal: Promise<string | null> | null = null;

/**
 * Renews the session now (the realtime chat calls it when its token is refused as expired). Concurrent callers share
 * one renewal, so the rotating refresh cookie is spent once. Null without a renewer or when the session is over.
 */
export function renewAccessToken(): Promise<string | null> {
  if (!renewSession) return Promise.resolve(null);
  renewal ??= renewSession().finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Calls under /api/auth/ manage the session themselves: never retried, or a failed refresh would loop. */
const isSessionCall = (url: string) => new URL(url).pathname.startsWith('/api/auth/');
const pendingRetries = new WeakMap<Request, Request>();

/** An access token that expired mid-session is renewed once, transparently, and the call replayed. */
const renewOnUnauthorized: Middleware = {
  onRequest({ request }) {
    if (request.headers.has('Authorization') && !isSessionCall(request.url)) {
      pendingRetries.set(request, request.clone());
    }
    return undefined;
  },
  async onResponse({ request, response }) {
    const replay = pendingRetries.get(request);
    pendingRetries.delete(request);
    if (response.status !== 401 || !replay || !renewSession) return undefined;
    // A call of a session that is over (signed out, another account since) ends nothing: its 401 stands. It once sent
    // a signed-out page to /login (a call left over from the previous test, in the shared Vitest worker).
    const sent = replay.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    if (!isOfCurrentSession(sent)) return undefined;
    // Sent with a token a renewal already replaced: replayed with the current one, without renewing again.
    const token = sent === readAccessToken() || renewal ? await renewAccessToken() : readAccessToken();
    if (!token) return undefined;
    replay.headers.set('Authorization', `Bearer ${token}`);
    return sendWithRetries(replay);
  },
};

/**
 * Sends a request, again when its outcome allows it (retry-policy.ts): up to MAX_RETRIES more times after no answer,
 * a 502, 503, 504 or 429, with back-off, when sending it again cannot write twice. Keyed creates get their
 * `Idempotency-Key` here (idempotency-key.ts), so every attempt carries the same one. The connectivity store learns
 * whether a server answered at all and when calls are waiting to try again (the app's banner).
 */
async function sendWithRetries(request: Request): Promise<Response> {
  let intent: string | null = null;
  if (isKeyedCreate(request.method, request.url) && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
    intent = await intentOf(request);
    request.headers.set(IDEMPOTENCY_KEY_HEADER, keyForIntent(intent));
  }
  const repeatable = isRepeatable(request.method, request.headers);
  let endRetrying: (() => void) | null = null;
  // Every attempt and wait of this call counts: a person waiting 3 s is told why (the banner).
  const endCall = beginCall();
  const answered = (response: Response) => {
    reportCallOutcome(true);
    if (intent) settleIntent(intent, response.status);
    return response;
  };
  const unanswered = (error: unknown) => {
    reportCallOutcome(false);
    return error;
  };
  try {
    for (let retry = 0; ; retry += 1) {
      const last = !repeatable || retry >= MAX_RETRIES || request.signal.aborted;
      const attempt = last ? request : request.clone();
      let response: Response | null = null;
      let failure: unknown = null;
      try {
        response = await globalThis.fetch(attempt);
      } catch (error) {
        if (last || (error instanceof DOMException && error.name === 'AbortError')) throw unanswered(error);
        failure = error;
      }
      if (response && (last || !isTransient(response.status))) return answered(response);
      // From the second failure on, the person is told the client is trying again.
      if (retry >= 1) endRetrying ??= beginRetrying();
      if (!(await waitBeforeRetry(retry, response?.headers.get('Retry-After') ?? null, request.signal))) {
        // Given up while waiting: the call was abandoned (as fetch would, its abort reason), or the retries ended.
        if (request.signal.aborted) throw unanswered(request.signal.reason);
        if (response) return answered(response);
        throw unanswered(failure);
      }
    }
  } finally {
    endCall();
    endRetrying?.();
  }
}

/**
 * Every call leaves through here: once the backend is ready (the demo's in-browser backend starts after the first
 * paint, see backend-ready.ts), with fetch resolved at call time so a test server (MSW) started after import still
 * intercepts.
 */
async function sendWhenReady(request: Request): Promise<Response> {
  await backendReady();
  return sendWithRetries(request);
}

/** Any answer from the API's origin, even an error page, means a server is there; a rejected fetch means none is. */
setReachabilityProbe(() =>
  globalThis
    .fetch(config.apiUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' })
    .then(() => true)
    .catch(() => false),
);

/** The one client. Nothing else in the app builds URLs or calls fetch. */
export const apiClient = createClient<paths>({
  baseUrl: config.apiUrl,
  credentials: 'include',
  fetch: sendWhenReady,
});

// onResponse runs last-registered first: the 401 renewal sees the response before the error middleware does.
apiClient.use(authMiddleware, errorMiddleware, renewOnUnauthorized);

/**
 * Awaits a client call and returns its data. Non-OK responses already threw an ApiError in the middleware, so a
 * missing body here means the server answered an empty success.
 */
export async function unwrap<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
