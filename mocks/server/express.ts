import { createRequire } from 'node:module';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * express 4 arrives with @mswjs/http-middleware, but this project has no @types/express: the few parts the mock
 * server uses, typed here so nothing else needs a cast.
 */

export type Next = (error?: unknown) => void;
export type Middleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;
/** Express recognises an error handler by its four parameters. */
export type ErrorMiddleware = (error: unknown, request: IncomingMessage, response: ServerResponse, next: Next) => void;

export interface ExpressRequest extends IncomingMessage {
  readonly path: string;
}

export interface ExpressResponse extends ServerResponse {
  json(body: unknown): ExpressResponse;
  status(code: number): ExpressResponse;
}

export interface ExpressApp extends RequestListener {
  disable(setting: string): ExpressApp;
  use(...handlers: Array<Middleware | ErrorMiddleware>): ExpressApp;
  get(path: string, handler: (request: ExpressRequest, response: ExpressResponse) => void): ExpressApp;
}

const require = createRequire(import.meta.url);

export const express = require('express') as () => ExpressApp;
