import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';

/**
 * The mock server's request pipeline: a few middleware in a row, then the contract's error shape for what none
 * answered. express came with @mswjs/http-middleware, which msw 3 left behind (it called msw 2's `handleRequest`);
 * the server needs no more than this (and `cors`, which is written for this signature).
 */

export type Next = (error?: unknown) => void;
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;
export type ErrorHandler = (error: unknown, request: IncomingMessage, response: ServerResponse) => void;

/** Runs `chain` in order for each request; an error passed to `next` or thrown goes to `onError`. */
export function pipeline(chain: readonly Middleware[], onError: ErrorHandler): RequestListener {
  return (request, response) => {
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined) {
        onError(error, request, response);
        return;
      }
      const middleware = chain[index];
      if (!middleware) return;
      try {
        middleware(request, response, (next?: unknown) => run(index + 1, next));
      } catch (thrown) {
        onError(thrown, request, response);
      }
    };
    run(0);
  };
}

/** The request as msw's handlers take it: a Fetch `Request` for the URL it reached on `origin`, its body streamed. */
function fetchRequest(request: IncomingMessage, origin: string): Request {
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    // Over real HTTP the browser sends the cookies in the header, which the handlers read.
    credentials: 'omit',
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch takes a streamed body only half-duplex.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * msw's handlers over HTTP, through msw 3's public `getResponse`: the answer a handler gives is written to the
 * response (every `Set-Cookie` kept apart); a request no handler answers, or one a handler lets through, goes on.
 */
export function mswMiddleware(origin: string, handlers: RequestHandler[]): Middleware {
  return (request, response, next) => {
    void (async () => {
      const answer = await getResponse(handlers, fetchRequest(request, origin), { baseUrl: origin });
      if (!answer || isPassthroughResponse(answer)) {
        next();
        return;
      }
      response.statusCode = answer.status;
      if (answer.statusText) response.statusMessage = answer.statusText;
      for (const [name, value] of answer.headers) if (name !== 'set-cookie') response.setHeader(name, value);
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) response.setHeader('set-cookie', cookies);
      if (answer.body) Readable.fromWeb(answer.body as NodeReadableStream).pipe(response);
      else response.end();
    })().catch(next);
  };
}

/** `body()` as JSON for a GET of `path`; any other request goes on. */
export function getJson(path: string, body: () => unknown): Middleware {
  return (request, response, next) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://host').pathname !== path) {
      next();
      return;
    }
    response.statusCode = 200;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(body()));
  };
}
