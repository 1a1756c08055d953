import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import cors from 'cors';
import { loadDatabase } from '../db';
import { createHandlers } from '../handlers';
import { setSigningSecret } from '../handlers/tokens';
import { attachSocketChat, type SocketChat } from './chat';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES, UNKNOWN_ROUTE_MESSAGE } from '../handlers/guard';
import { INTERNAL_ERROR_MESSAGE } from '../handlers/kit';
import { getJson, mswMiddleware, pipeline, type Middleware } from './middleware';
import { extensionsFromEnv, extensionsOffHandlers } from './extensions';
import { TOTAL_COUNT_HEADER } from '../../src/api/paging';
import { contractVersion } from '../../scripts/contract-document';

/**
 * The in-browser backend over real HTTP: the very same MSW handlers behind a small pipeline (middleware.ts), an in-memory store loaded from
 * the seed, and the copilote chat on Socket.IO — so the client built with mocking off runs against it unchanged.
 */

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4010;

/** Where the client is served from in development (vite dev) and preview (demo build, real-host build). */
export const DEFAULT_ORIGINS: readonly string[] = [5173, 4173, 4174].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

export interface MockServerOptions {
  host?: string;
  port?: number;
  /** Browser origins allowed to call with credentials (cookies). */
  origins?: readonly string[];
  /** Secret the JWTs are signed with (at least 32 characters); random for each start when absent. */
  jwtSecret?: string;
  /** False: the proposed extensions answer 404, like a host that does not have them yet (default true). */
  extensions?: boolean;
}

export interface MockServerConfig {
  host: string;
  port: number;
  origins: readonly string[];
  jwtSecret?: string;
  extensions: boolean;
}

/** A fresh secret per start: tokens of a previous run, or of the in-browser demo, are not accepted. */
function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

/** Reads HOST, PORT, MOCK_SERVER_ORIGINS (comma-separated) and STEER_MOCK_EXTENSIONS from the environment. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): MockServerConfig {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT invalide : ${env.PORT}`);
  const origins = (env.MOCK_SERVER_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const jwtSecret = env.MOCK_SERVER_JWT_SECRET?.trim() || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error('MOCK_SERVER_JWT_SECRET doit compter au moins 32 caractères.');
  }
  return {
    host: env.HOST?.trim() || DEFAULT_HOST,
    port,
    origins: origins.length > 0 ? origins : DEFAULT_ORIGINS,
    jwtSecret,
    extensions: extensionsFromEnv(env.STEER_MOCK_EXTENSIONS),
  };
}

const STATUS_LABELS: Record<number, string> = {
  404: 'Not Found',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

/** The contract's error shape, written by the server itself (outside the MSW handlers). */
function sendError(response: ServerResponse, status: number, message: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ statusCode: status, message, error: STATUS_LABELS[status] ?? 'Error' }));
}

export interface RunningMockServer {
  /** The origin the API answers on, e.g. http://127.0.0.1:4010. */
  url: string;
  httpServer: HttpServer;
  chat: SocketChat;
  close(): Promise<void>;
}

/** The URL clients use for a host: a wildcard bind address is reached through the loopback. */
function publicHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const {
    host = DEFAULT_HOST,
    port = DEFAULT_PORT,
    origins = DEFAULT_ORIGINS,
    jwtSecret = randomSecret(),
    extensions = true,
  } = options;
  setSigningSecret(jwtSecret);
  await loadDatabase();

  const httpServer = createServer();
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  // Handlers are bound to the origin they answer on, so the real port is needed (PORT=0 picks a free one).
  const url = `http://${publicHost(host)}:${(httpServer.address() as AddressInfo).port}`;

  // Creates carry Idempotency-Key (allowed like every requested header); a replayed answer says so to the page, and a
  // page's X-Total-Count (proposed paging) must be readable by the app on its own origin.
  const allowOrigins = cors({
    origin: [...origins],
    credentials: true,
    exposedHeaders: ['Idempotent-Replayed', TOTAL_COUNT_HEADER],
  }) as Middleware;
  // The contract version this server speaks, so that an integrator comparing hosts sees it (docs/api-changelog.md).
  const health = getJson('/health', () => ({ ok: true, contractVersion }));
  // A declared body above the limit is refused before anything reads it (the handlers' guard checks the actual size).
  const refuseLargeBodies: Middleware = (request, response, next) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      sendError(response, 413, BODY_TOO_LARGE_MESSAGE);
      return;
    }
    next();
  };
  const api = mswMiddleware(url, [...(extensions ? [] : extensionsOffHandlers(url)), ...createHandlers(url)]);
  // Anything else is no route of the contract: the contract's error shape, not an HTML page.
  const unknownRoute: Middleware = (_request, response) => sendError(response, 404, UNKNOWN_ROUTE_MESSAGE);
  const app = pipeline([allowOrigins, health, refuseLargeBodies, api, unknownRoute], (error, _request, response) => {
    console.error('[mock server] erreur inattendue', error);
    if (response.headersSent) {
      response.end();
      return;
    }
    sendError(response, 500, INTERNAL_ERROR_MESSAGE);
  });
  httpServer.on('request', app);

  const chat = attachSocketChat(httpServer, { origins });
  return { url, httpServer, chat, close: () => chat.close() };
}
