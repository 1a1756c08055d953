import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../src/api/schema.gen';

/**
 * The integrator's HTTP side: openapi-fetch on the generated `paths`, like the app's one client (src/api/client.ts),
 * but for Node. The app's client reads its host from Vite's environment and its token from the browser's session
 * storage, and the browser keeps its cookies; here the host comes from the command line, and this module holds the
 * bearer token and a cookie jar itself, sends the browser's Origin, and gives each call its own timeout. Every answer
 * is recorded (status, headers, Set-Cookie, text) so a check can validate it against the contract.
 */

export interface Exchange {
  method: string;
  /** Path and query, as sent. */
  path: string;
  status: number;
  headers: Headers;
  setCookies: string[];
  text: string;
}

/** One cookie as a Set-Cookie header sets it, attributes lower-cased (`path`, `samesite`, `httponly`...). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...parts] = header.split(';');
  const separator = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [key = '', ...rest] = part.split('=');
    if (key.trim()) attributes.set(key.trim().toLowerCase(), rest.join('=').trim());
  }
  return {
    name: (separator < 0 ? pair : pair.slice(0, separator)).trim(),
    value: separator < 0 ? '' : pair.slice(separator + 1).trim(),
    attributes,
  };
}

/** True when a Set-Cookie removes its cookie (empty value, Max-Age ≤ 0 or an Expires in the past). */
export function clearsCookie(cookie: SetCookie): boolean {
  const maxAge = cookie.attributes.get('max-age');
  const expires = cookie.attributes.get('expires');
  return (
    cookie.value === '' ||
    (maxAge !== undefined && Number(maxAge) <= 0) ||
    (expires !== undefined && Date.parse(expires) <= Date.now())
  );
}

/** A call that got no answer in time, or no answer at all (refused connection, DNS, TLS). */
export class NoAnswerError extends Error {}

export interface HostHttpOptions {
  baseUrl: string;
  /** The browser origin the client is served from, sent as `Origin` on every call. */
  origin?: string;
  timeoutMs: number;
}

export class HostHttp {
  readonly baseUrl: string;
  readonly origin: string | undefined;
  readonly timeoutMs: number;
  /** Every token and cookie value this session has held: what the report must never print. */
  readonly secrets = new Set<string>();
  #token: string | null = null;
  /** Cookies the host set, by name, with their Path: sent back like a browser would. */
  readonly jar = new Map<string, { value: string; path: string }>();
  /** The last answer received. */
  last: Exchange | undefined;
  readonly client: Client<paths>;

  constructor({ baseUrl, origin, timeoutMs }: HostHttpOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.origin = origin;
    this.timeoutMs = timeoutMs;
    this.client = createClient<paths>({ baseUrl: this.baseUrl, fetch: (request) => this.send(request) });
  }

  /** The bearer token sent with every call (null: anonymous). Never printed. */
  get token(): string | null {
    return this.#token;
  }

  set token(value: string | null) {
    if (value) this.secrets.add(value);
    this.#token = value;
  }

  /** Sends a request with the session's token, cookies and origin, records the answer and returns it. */
  async send(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    if (this.token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${this.token}`);
    if (this.origin && !headers.has('Origin')) headers.set('Origin', this.origin);
    const cookies = [...this.jar].filter(([, cookie]) => url.pathname.startsWith(cookie.path));
    if (cookies.length > 0 && !headers.has('Cookie')) {
      headers.set('Cookie', cookies.map(([name, cookie]) => `${name}=${cookie.value}`).join('; '));
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        body: body && body.byteLength > 0 ? body : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new NoAnswerError(
        timedOut
          ? `no answer within ${this.timeoutMs} ms`
          : `no answer (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`,
      );
    }
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const cookie = parseSetCookie(header);
      if (cookie.value) this.secrets.add(cookie.value);
      if (clearsCookie(cookie)) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, { value: cookie.value, path: cookie.attributes.get('path') || '/' });
    }
    const text = await response.clone().text();
    this.last = {
      method: request.method,
      path: url.pathname + url.search,
      status: response.status,
      headers: response.headers,
      setCookies,
      text,
    };
    return response;
  }

  /** A request outside the contract's operations (a CORS preflight), through the same recording. */
  raw(path: string, init: RequestInit = {}): Promise<Response> {
    return this.send(new Request(`${this.baseUrl}${path}`, init));
  }

  /** Runs a call as another caller (anonymous, another token) and restores this session's token after. */
  async as<T>(token: string | null, call: () => Promise<T>): Promise<T> {
    const own = this.token;
    this.token = token;
    try {
      return await call();
    } finally {
      this.token = own;
    }
  }
}
