import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

/**
 * A deliberately broken API host for verify:host's own test. It signs in like a good host, then breaks the contract
 * three ways: `GET /api/users/{id}` answers an id as a string (a wrong shape), no answer carries
 * `Access-Control-Allow-Credentials` (a missing CORS header), and refresh hands back the same cookie forever (no
 * rotation). Everything else is a 404 in the contract's error shape.
 */

export const BROKEN_HOST_ACCOUNT = { email: 'camille.martin@greenwave.fr', password: 'Fixture-2026!' } as const;
const USER = {
  id: 42,
  email: BROKEN_HOST_ACCOUNT.email,
  name: 'Camille',
  surname: 'Martin',
  work: 'Responsable RSE',
  role: 'Administrateur principal',
  companyId: 12,
  company: { id: 12, name: 'GreenWave Conseil' },
  accountAuthLevel: 'USER',
  accountStatus: 'ACTIVE',
} as const;
// Uint8Array.from: under jsdom TextEncoder returns another realm's Uint8Array, which jose refuses as a key.
const KEY = Uint8Array.from(new TextEncoder().encode('broken-host-fixture-secret-of-32-chars!'));
/** The refresh cookie's one value: it never turns over. */
export const STUCK_REFRESH_TOKEN = 'stuck-refresh-token-value-1234567890';

function accessToken(): Promise<string> {
  return new SignJWT({ id: USER.id, email: USER.email, companyId: USER.companyId, sid: 'fixture-session' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(KEY);
}

function send(response: ServerResponse, origin: string | undefined, status: number, body?: unknown, cookie?: string) {
  // Defect 2: the origin is allowed, but never with credentials.
  if (origin) response.setHeader('Access-Control-Allow-Origin', origin);
  if (cookie) response.setHeader('Set-Cookie', cookie);
  if (body === undefined) {
    response.statusCode = status;
    response.end();
    return;
  }
  response.setHeader('Content-Type', 'application/json');
  response.statusCode = status;
  response.end(JSON.stringify(body));
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const origin = request.headers.origin;
  const url = new URL(request.url ?? '/', 'http://fixture');
  const route = `${request.method} ${url.pathname}`;
  const cookie = `refreshToken=${STUCK_REFRESH_TOKEN}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=604800`;
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
    send(response, origin, 204);
    return;
  }
  if (route === 'POST /api/auth/login') {
    send(response, origin, 200, { success: true, accessToken: await accessToken(), user: USER }, cookie);
  } else if (route === 'POST /api/auth/refresh') {
    // Defect 3: the same cookie again, and the old one keeps working.
    send(response, origin, 200, { success: true, accessToken: await accessToken(), user: USER }, cookie);
  } else if (route === 'POST /api/auth/logout') {
    send(response, origin, 200, { success: true }, 'refreshToken=; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=0');
  } else if (route === `GET /api/users/${USER.id}` && request.headers.authorization) {
    // Defect 1: the id as a string.
    send(response, origin, 200, { ...USER, id: String(USER.id) });
  } else {
    send(response, origin, 404, { statusCode: 404, message: 'Introuvable.', error: 'Not Found' });
  }
}

export async function startBrokenHost(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      answer(request, response).catch(() => send(response, undefined, 500, { statusCode: 500, message: 'Erreur.' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
