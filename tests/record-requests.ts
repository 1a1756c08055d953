import type { SetupServer } from 'msw/node';
import { server as testServer } from '../mocks/node';

/** One request the app sent to the test backend. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string as written ('' or '?duration=3m'). */
  search: string;
  /** The same query, parsed. */
  params: URLSearchParams;
  /** The JSON body of a request other than GET, filled in once read; undefined until then and when there is none. */
  body: unknown;
  /** When it started (performance.now()), to tell calls sent at once from calls that waited for another. */
  at: number;
}

/** What a recording holds: the requests, the same as 'METHOD /path' lines, and how to stop recording. */
export interface RequestRecording {
  requests: RecordedRequest[];
  /** 'POST /api/auth/logout', one a request, in order. */
  seen: string[];
  stop: () => void;
}

export interface RecordRequestsOptions {
  /** Keep only the requests this accepts. */
  only?: (request: RecordedRequest) => boolean;
  /** The MSW server to listen to; the shared test server by default. */
  server?: Pick<SetupServer, 'events'>;
}

/**
 * The one way a test records what the app sent, from now on: call `stop` at the end of the test (or rely on the
 * setup's listener reset). Shared by every test that asserts what the server received.
 */
export function recordRequests({ only, server = testServer }: RecordRequestsOptions = {}): RequestRecording {
  const requests: RecordedRequest[] = [];
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      params: url.searchParams,
      body: undefined,
      at: performance.now(),
    };
    if (only && !only(entry)) return;
    requests.push(entry);
    seen.push(`${entry.method} ${entry.path}`);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          try {
            entry.body = text ? (JSON.parse(text) as unknown) : undefined;
          } catch {
            entry.body = text;
          }
        });
    }
  };
  server.events.on('request:start', listener);
  return { requests, seen, stop: () => server.events.removeListener('request:start', listener) };
}
