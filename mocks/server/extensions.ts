import { http, HttpResponse, type HttpHandler } from 'msw';
import { proposedOperations } from '../../scripts/contract-document';
import { UNKNOWN_ROUTE_MESSAGE } from '../handlers/guard';

/**
 * A host that has none of the proposed extensions yet (openapi.yaml, `x-steer-status: proposed`): every such
 * operation answers what a server without the route answers, a 404 in the contract's error shape. Mounted before
 * the backend's handlers by `STEER_MOCK_EXTENSIONS=off npm run mock-server`, and by the tests that show each screen
 * needing one says the feature is not available on this server.
 */
export function extensionsOffHandlers(baseUrl: string): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  return proposedOperations.map((operation) =>
    http[operation.method](`${base}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`, () =>
      HttpResponse.json({ statusCode: 404, message: UNKNOWN_ROUTE_MESSAGE, error: 'Not Found' }, { status: 404 }),
    ),
  );
}

/** STEER_MOCK_EXTENSIONS=off (or false, 0) switches the proposed extensions off; anything else keeps them. */
export function extensionsFromEnv(value: string | undefined): boolean {
  return !['off', 'false', '0'].includes((value ?? '').trim().toLowerCase());
}
