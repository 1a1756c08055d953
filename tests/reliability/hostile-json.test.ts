import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../src/config/env';
import { MAX_JSON_ARRAY_ITEMS, TOO_DEEP_MESSAGE, TOO_MANY_ITEMS_MESSAGE } from '../../mocks/handlers/guard';
import { server } from '../../mocks/node';
import { startMockServer, type RunningMockServer } from '../../mocks/server/app';

/**
 * Bodies built to break whatever walks them: 50,000 nested arrays, and a list far longer than any the contract has.
 * Every operation that takes a body answers a French 400 in the error shape, in the browser's backend (MSW) and over
 * HTTP (`npm run mock-server`), before anything parses or walks the body: never a 500.
 */
const OPERATIONS = [
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/users/forget-password'],
  ['POST', '/api/users/reset-password/jeton-de-test'],
  ['POST', '/api/users/all'],
  ['PUT', '/api/users/1'],
  ['PATCH', '/users/claire.martin@verdance.fr/password'],
  ['PATCH', '/users/claire.martin@verdance.fr'],
  ['POST', '/users/add-collaborator'],
  ['PATCH', '/users/update-collaborator'],
  ['POST', '/api/companies/add'],
  ['PUT', '/api/companies/1/axes'],
  ['POST', '/form-response/default/1'],
  ['PUT', '/users/solutions/claire.martin@verdance.fr/priority-issues/1'],
  ['POST', '/users/solutions/claire.martin@verdance.fr/plan'],
  ['PATCH', '/users/solutions/claire.martin@verdance.fr/plan/1'],
  ['POST', '/users/solutions/claire.martin@verdance.fr/plan/1/kpis'],
  ['PATCH', '/documents/company/1'],
  ['POST', '/surveys/company/current'],
  ['POST', '/surveys/public/verdance-perception-rse-2026/responses'],
  ['PUT', '/users/claire.martin@verdance.fr/notification-preferences'],
] as const;

const DEEP = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const LONG = JSON.stringify({ pages: Array.from({ length: MAX_JSON_ARRAY_ITEMS + 1 }, (_, index) => index) });
const CASES = [
  ['50,000 levels deep', DEEP, TOO_DEEP_MESSAGE],
  [`a list of ${MAX_JSON_ARRAY_ITEMS + 1} items`, LONG, TOO_MANY_ITEMS_MESSAGE],
] as const;

let httpServer: RunningMockServer;
beforeAll(async () => {
  httpServer = await startMockServer({ port: 0 });
});
afterAll(() => httpServer.close());

async function send(origin: string, method: string, path: string, body: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each([
  ['the in-browser backend', () => config.apiUrl],
  ['the HTTP mock server', () => httpServer.url],
])('%s, under hostile JSON', (_name, origin) => {
  it.each(
    CASES.flatMap(([label, body, message]) =>
      OPERATIONS.map(([method, path]) => [label, method, path, body, message] as const),
    ),
  )('%s: %s %s answers a French 400', async (_label, method, path, body, message) => {
    // The test server of the suite answers the in-browser origin; the HTTP server's origin goes to the network.
    server.use(http.all(`${httpServer.url}/*`, () => passthrough()));
    expect(await send(origin(), method, path, body)).toMatchObject({
      status: 400,
      body: { statusCode: 400, message, error: 'Bad Request' },
    });
  });
});
