import type { QueryClient } from '@tanstack/react-query';
import { getResponse, type HttpResponseResolver } from 'msw';
import { config } from '../src/config/env';
import { createHandlers } from '../mocks/handlers';

/**
 * Two writes to one record, the first answered last (issue 49): a resolver that holds the first request until the
 * second has been written by the demo backend, then answers the first. `arrived` names each request as it comes
 * (`name`: its method, a value of its body); `answerFirst` lets the first go when the client holds the second back
 * instead of sending it (see `secondSentOrHeld`), so no time is given to either.
 */
export function holdFirstWriteUntilSecond(name: (request: Request) => string | Promise<string>) {
  const backend = createHandlers(config.apiUrl);
  const arrived: string[] = [];
  let answerFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
  const resolver: HttpResponseResolver = async ({ request }) => {
    arrived.push(await name(request.clone()));
    if (arrived.length === 1) {
      await firstHeld;
      return getResponse(backend, request);
    }
    const response = await getResponse(backend, request);
    answerFirst();
    return response;
  };
  return { arrived, answerFirst: () => answerFirst(), resolver };
}

/**
 * Whether the second write has either reached the server while the first waits, or is held back by the client
 * until the first is answered (its mutation waits, paused, in the query client's cache).
 */
export function secondSentOrHeld(arrived: readonly string[], queryClient: QueryClient): boolean {
  return (
    arrived.length === 2 ||
    queryClient
      .getMutationCache()
      .getAll()
      .some((mutation) => mutation.state.isPaused)
  );
}
