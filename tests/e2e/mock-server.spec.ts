import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from './fixtures';
import { io, type Socket } from 'socket.io-client';
import { parse } from 'yaml';
import { MOCK_SERVER_URL, REAL_HOST_URL } from '../../playwright.config';

/**
 * `npm run mock-server` (a webServer of playwright.config.ts): every operation of openapi.yaml has a route there, the
 * session cookie works across ports, and the copilote answers over real Socket.IO.
 */

const SERVER = MOCK_SERVER_URL;
const CLAIRE = 'claire.martin@verdance.fr';
const PASSWORD = 'Steer2026!';
const REAL_HOST_ORIGIN = REAL_HOST_URL;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: { example?: unknown };
  example?: unknown;
}
interface Operation {
  operationId: string;
  'x-steer-status'?: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: unknown;
}
interface OpenApiDocument {
  info: { version: string };
  paths: Record<
    string,
    Partial<Record<(typeof METHODS)[number], Operation>> & { parameters?: Operation['parameters'] }
  >;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, SchemaLike> };
}

const documentText = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
const contract = parse(documentText) as OpenApiDocument;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
      '$ref' in parameter ? contract.components.parameters[parameter.$ref.split('/').pop() ?? '']! : parameter,
    );
    const proposed = operation['x-steer-status'] === 'proposed';
    return [
      { path, method, operationId: operation.operationId, parameters, hasBody: !!operation.requestBody, proposed },
    ];
  }),
);

interface Session {
  accessToken: string;
  userId: number;
  companyId: number;
}

async function signIn(request: APIRequestContext, email = CLAIRE): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    id: number;
    companyId: number;
  };
  return { accessToken, userId: claims.id, companyId: claims.companyId };
}

interface SchemaLike {
  $ref?: string;
  example?: unknown;
  enum?: unknown[];
}

/** The parameter's schema example (or first enum value), following a $ref to components.schemas. */
function exampleOf(parameter: Parameter): unknown {
  let schema = parameter.schema as SchemaLike | undefined;
  if (schema?.$ref) schema = contract.components.schemas[schema.$ref.split('/').pop() ?? ''];
  return parameter.example ?? schema?.example ?? schema?.enum?.[0];
}

/** A plausible value for each parameter: Claire's own identifiers where it matters, else the contract's example. */
function valueOf(parameter: Parameter, session: Session): string {
  const identities: Record<string, string> = {
    id: String(session.userId),
    userId: String(session.userId),
    companyId: String(session.companyId),
    email: CLAIRE,
    formId: '1',
    token: 'a'.repeat(40),
    domain: 'verdance.fr',
  };
  return identities[parameter.name] ?? String(exampleOf(parameter) ?? (parameter.name === 'axe' ? 2 : 1));
}

/** The server's answer when no handler serves the path or method (a 404 or 405 in the contract's error shape). */
const UNKNOWN_ROUTE_MESSAGE = "Aucune opération de l'API ne correspond à cette adresse.";
function isMissingRoute(status: number, body: string): boolean {
  if (status === 405) return true;
  try {
    return status === 404 && (JSON.parse(body) as { message?: string }).message === UNKNOWN_ROUTE_MESSAGE;
  } catch {
    return status === 404;
  }
}

async function call(
  request: APIRequestContext,
  session: Session,
  operation: (typeof operations)[number],
): Promise<APIResponse> {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = valueOf(parameter, session);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
  }
  if (query.size > 0) url += `?${query}`;
  return request.fetch(url, {
    method: operation.method.toUpperCase(),
    headers: { Authorization: `Bearer ${session.accessToken}` },
    // A dummy body: validation may refuse it (4xx), but the route must exist and must not fail (5xx).
    ...(operation.hasBody ? { data: {} } : {}),
  });
}

/** The spec's own calls; the proposed extensions (tag `extensions`) are listed apart. */
const specOperations = operations.filter((operation) => !operation.proposed);

test('the contract has its 37 operations, and its proposed extensions apart', () => {
  expect(specOperations).toHaveLength(37);
  expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  expect(operations.length).toBeGreaterThan(37);
});

test("answers /health and refuses unknown routes and methods in the contract's error shape, as JSON", async ({
  request,
}) => {
  const health = await request.get('/health');
  expect(health.status()).toBe(200);
  // With the contract version it speaks (docs/api-changelog.md).
  expect(await health.json()).toEqual({ ok: true, contractVersion: contract.info.version });

  for (const path of ['/no-such-route', '/api/no-such-route', '/users/a/b/c/d']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/application\/json/);
    expect(await missing.json()).toMatchObject({ statusCode: 404, message: UNKNOWN_ROUTE_MESSAGE, error: 'Not Found' });
  }
  const wrongMethod = await request.fetch('/api/auth/login', { method: 'PUT' });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()['allow']).toBe('POST');
});

test('malformed percent-encoding answers 400, never a 500 or a stack trace', async ({ request }) => {
  const session = await signIn(request);
  for (const path of ['/users/%E0%A4%A/password', '/api/users/%', '/users/count/%', '/results/%E0%A4%A']) {
    const response = await request.fetch(path, {
      method: path.endsWith('password') ? 'PATCH' : 'GET',
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(response.status(), path).toBe(400);
    const body = (await response.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/URIError|\bat \w/);
  }
});

test('a body above 256 KiB answers 413', async ({ request }) => {
  const response = await request.post('/api/auth/login', {
    data: { email: 'claire.martin@verdance.fr', password: 'x'.repeat(300 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(((await response.json()) as { statusCode: number }).statusCode).toBe(413);
});

test('every operation of openapi.yaml has a route and none fails with a 5xx', async ({ request }) => {
  const session = await signIn(request);
  const outcomes: string[] = [];
  for (const operation of operations) {
    const response = await call(request, session, operation);
    const body = await response.text();
    const label = `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}) → ${response.status()}`;
    outcomes.push(label);
    expect.soft(isMissingRoute(response.status(), body), `${label}: no handler`).toBe(false);
    expect.soft(response.status(), `${label}: ${body.slice(0, 200)}`).toBeLessThan(500);
    if (!response.ok() && body !== '') {
      // Failures carry the contract's JSON error shapes (Error or LoginFailure), never an HTML page.
      const error = JSON.parse(body) as { message?: unknown };
      expect.soft(typeof error.message, `${label}: ${body.slice(0, 200)}`).toBe('string');
    }
  }
  await test.info().attach('outcomes', { body: outcomes.join('\n'), contentType: 'text/plain' });
  if (process.env.PRINT_OUTCOMES) console.log(outcomes.join('\n'));
  expect(outcomes).toHaveLength(operations.length);
});

test('the session works across ports: CORS with credentials and an HttpOnly SameSite=Lax refresh cookie', async ({
  request,
}) => {
  const preflight = await request.fetch('/api/auth/login', {
    method: 'OPTIONS',
    headers: {
      Origin: REAL_HOST_ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  });
  expect(preflight.status()).toBeLessThan(300);
  expect(preflight.headers()['access-control-allow-origin']).toBe(REAL_HOST_ORIGIN);
  expect(preflight.headers()['access-control-allow-credentials']).toBe('true');

  const login = await request.post('/api/auth/login', {
    headers: { Origin: REAL_HOST_ORIGIN },
    data: { email: CLAIRE, password: PASSWORD },
  });
  expect(login.headers()['access-control-allow-origin']).toBe(REAL_HOST_ORIGIN);
  const cookie = login.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? '';
  expect(cookie).toMatch(/^refreshToken=/);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');

  // The request context keeps the cookie, as the browser does for credentialed calls.
  const refresh = await request.post('/api/auth/refresh', { headers: { Origin: REAL_HOST_ORIGIN } });
  expect(refresh.status()).toBe(200);
  expect(await refresh.json()).toEqual(expect.objectContaining({ accessToken: expect.any(String) }));

  const stranger = await request.fetch('/api/auth/login', {
    method: 'OPTIONS',
    headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test.describe('the copilote over Socket.IO', () => {
  const sockets: Socket[] = [];
  test.afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** A Socket.IO client with the handshake the contract asks for (`auth: { token }`). */
  function connect(token?: string): Socket {
    const socket = io(SERVER, { autoConnect: false, transports: ['websocket'], auth: token ? { token } : {} });
    sockets.push(socket);
    socket.connect();
    return socket;
  }

  const next = <T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true) =>
    new Promise<T>((resolve) => {
      const listener = (payload: T) => {
        if (!accept(payload)) return;
        socket.off(event, listener);
        resolve(payload);
      };
      socket.on(event, listener);
    });

  test('joins the ticket, broadcasts a message to the room and replies after typing', async ({ request }) => {
    const { companyId, accessToken } = await signIn(request);
    const hugoSession = await signIn(request, 'hugo.bernard@verdance.fr');
    const claire = connect(accessToken);
    const hugo = connect(hugoSession.accessToken);
    const joined = await Promise.all(
      [claire, hugo].map((socket) => {
        const history = next<{ previousMessages: Array<{ ticketId: number }> }>(socket, 'joinedTicket');
        socket.emit('joinTicket', { _ticketId: companyId });
        return history;
      }),
    );
    for (const { previousMessages } of joined) {
      expect(previousMessages.length).toBeGreaterThan(0);
      expect(previousMessages.every((message) => message.ticketId === companyId)).toBe(true);
    }

    const events: string[] = [];
    for (const event of ['typing', 'stopTyping', 'chat']) hugo.on(event, () => events.push(event));
    const own = next<{ body: string; author: string }>(claire, 'chat');
    const reply = next<{ body: string; author: string }>(hugo, 'chat', (message) => message.author === 'admin');
    claire.emit('chat', { ticketId: companyId, author: CLAIRE, body: 'Quelle est notre prochaine échéance ?' });

    expect(await own).toEqual(
      expect.objectContaining({ author: CLAIRE, body: 'Quelle est notre prochaine échéance ?' }),
    );
    expect((await reply).body).toMatch(/échéance/);
    // In this order, though other journeys writing in the company's ticket meanwhile (the real-host chat, the chaos
    // journey) may add their own events between these.
    const inOrder = ['chat', 'typing', 'stopTyping', 'chat'];
    let matched = 0;
    for (const event of events) if (event === inOrder[matched]) matched += 1;
    expect(matched, `events: ${events.join(', ')}`).toBe(inOrder.length);
  });

  test('does not deliver a whitespace message', async ({ request }) => {
    const { companyId, accessToken } = await signIn(request);
    const claire = connect(accessToken);
    const joined = next(claire, 'joinedTicket');
    claire.emit('joinTicket', { _ticketId: companyId });
    await joined;
    const received: { body?: string }[] = [];
    claire.on('chat', (message: { body?: string }) => received.push(message));
    const refused = next<{ code: string; event: string }>(claire, 'chat_error');
    claire.emit('chat', { ticketId: companyId, author: CLAIRE, body: '   ' });
    // The hub refuses it, to its sender, before storing or sending anything to the room.
    expect(await refused).toEqual(expect.objectContaining({ code: 'invalid_message', event: 'chat' }));
    // Other journeys may write in the company's ticket meanwhile (the real-host chat): only a blank message counts.
    expect(received.filter((message) => (message.body ?? '').trim() === '')).toEqual([]);
  });

  test("refuses a connection without a token, with the contract's ChatError in connect_error", async () => {
    const anonymous = connect();
    const error = await next<Error & { data?: unknown }>(anonymous, 'connect_error');
    expect(error.data).toEqual(expect.objectContaining({ code: 'unauthorized', event: 'handshake' }));
    expect(anonymous.connected).toBe(false);
  });

  test('refuses a forged token', async () => {
    const forged = connect('eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwidHlwIjoiYWNjZXNzIn0.AAAA');
    const error = await next<Error & { data?: unknown }>(forged, 'connect_error');
    expect(error.data).toEqual(expect.objectContaining({ code: 'unauthorized' }));
  });

  test('keeps another company out of the ticket and takes the author from the token', async ({ request }) => {
    const claire = await signIn(request);
    const sarah = await signIn(request, 'sarah.lefebvre@cobalt-numerique.fr');
    const intruder = connect(sarah.accessToken);
    const refused = next<{ code: string; message: string }>(intruder, 'chat_error');
    const joined: unknown[] = [];
    intruder.on('joinedTicket', (event) => joined.push(event));
    intruder.emit('joinTicket', { _ticketId: claire.companyId });
    expect(await refused).toEqual(expect.objectContaining({ code: 'forbidden_ticket' }));
    expect(joined).toEqual([]);

    const lea = await signIn(request, 'lea.petit@verdance.fr');
    const socket = connect(lea.accessToken);
    const history = next(socket, 'joinedTicket');
    socket.emit('joinTicket', { _ticketId: lea.companyId });
    await history;
    const own = next<{ author: string }>(socket, 'chat');
    socket.emit('chat', { ticketId: lea.companyId, author: 'admin', body: 'Je parle au nom du copilote' });
    expect((await own).author).toBe('lea.petit@verdance.fr');
  });
});
