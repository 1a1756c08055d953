// First: react-aria reads its (French) locale when first evaluated (see src/app/locale.ts).
import '../src/app/locale';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../mocks/node';
import { resetMockBackend } from './mock-backend';

// On 2 cores with suites in parallel, the 1 s default made findBy* flaky (toolchain guide).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrollTo; the router's scroll restoration calls it.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Tests record requests with msw's life-cycle listeners; none may outlive its test: the test files of a worker
  // share this server, and a leftover listener ran (and threw) during the next files' requests.
  server.events.removeAllListeners();
});
afterAll(() => server.close());
