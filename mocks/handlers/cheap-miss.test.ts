import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '.';
import { withCheapMiss } from './cheap-miss';

const ORIGIN = 'http://localhost:3000';

function requestTo(path: string, method = 'GET'): Request {
  return new Request(`${ORIGIN}${path}`, { method, headers: { Cookie: 'refreshToken=abc' } });
}

describe('withCheapMiss', () => {
  it('answers a miss without reading the cookies, and a match as MSW does', async () => {
    const handler = withCheapMiss(http.get(`${ORIGIN}/users/:email`, () => HttpResponse.json({}))) as HttpHandler;
    const readsCookies = (request: Request) => {
      let reads = 0;
      const get = request.headers.get.bind(request.headers);
      request.headers.get = (name: string) => {
        if (name.toLowerCase() === 'cookie') reads += 1;
        return get(name);
      };
      return () => reads;
    };

    const otherPath = requestTo('/documents/company');
    const otherPathReads = readsCookies(otherPath);
    expect((await handler.parse({ request: otherPath })).match.matches).toBe(false);
    expect(otherPathReads()).toBe(0);

    const otherMethod = requestTo('/users/claire', 'DELETE');
    const otherMethodReads = readsCookies(otherMethod);
    expect(await handler.run({ request: otherMethod, requestId: '1' })).toBeNull();
    expect(otherMethodReads()).toBe(0);

    const match = await handler.parse({ request: requestTo('/users/claire') });
    expect(match.match).toEqual({ matches: true, params: { email: 'claire' } });
    expect(match.cookies).toEqual({ refreshToken: 'abc' });
  });

  it('is applied to every handler of the API', () => {
    const handlers = createHandlers(ORIGIN) as HttpHandler[];
    expect(handlers.length).toBeGreaterThan(40);
    for (const handler of handlers) expect(Object.hasOwn(handler, 'parse')).toBe(true);
  });
});
