// First: react-aria reads its (French) locale when first evaluated (see src/app/locale.ts).
import '../src/app/locale';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { SEED_REFERENCE_DATE } from '../mocks/seed/constants';
import { server } from '../mocks/node';
import { resetConnectivity } from '../src/api/connectivity';
import { setRetryTiming } from '../src/api/retry-policy';
import { setCodePrefetch } from '../src/app/prefetch-code';
import { dropOwnerStacks, lightenRetryErrors } from './dev-diagnostics';
import { installBrowserCookies, uninstallBrowserCookies } from './browser-cookies';
import { resetMockBackend } from './mock-backend';
import { unmountApps } from './mount-app';

// How long findBy* and waitFor look for a state before failing: a bound, not a wait (a test goes on as soon as the
// state is there). On 2 cores with suites in parallel, the 1 s default made findBy* flaky (toolchain guide), and 5 s
// was not enough for a worker's first render of a page (its routes' modules loaded then) beside a busy core: the
// dashboard's first test once took 6.3 s to show its heading. The same 15 s for every test, none of them its own.
configure({ asyncUtilTimeout: 15_000 });

// What a failure prints, not what a test checks, made cheaper (tests/dev-diagnostics.ts): React's owner stacks, and the
// document printed by each failed attempt of a findBy* (the stories' own copy: tests/unit/stories/run-stories.ts).
dropOwnerStacks();
lightenRetryErrors(getConfig, configure);

// jsdom has no scrollTo; the router's scroll restoration calls it.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// The jsdom environment puts jsdom's Blob, File and FormData on the global, but fetch is Node's (undici). Node 24's
// undici only takes its own: a jsdom File was sent as an empty part named 'blob', and parsing a multipart body threw
// (vitest-dev/vitest#9135, nodejs/undici#4362). Tests use Node's three classes, which is what a browser's fetch sees:
// one implementation from the form to the handler.
if (typeof window !== 'undefined') {
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  const nodeClasses = { Blob: NodeBlob, File: NodeFile, FormData: nodeFormData };
  // The environment defines its globals as accessors: redefine them rather than assign.
  for (const [name, value] of Object.entries(nodeClasses)) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  }
}

// The demo's data moves with the calendar (mocks/seed/relative.ts): tests run on the seed's own day, so what they
// see never depends on the day they run. Only Date is pinned, and it goes on ticking from there.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(SEED_REFERENCE_DATE), shouldAdvanceTime: true });
});

// Under Vitest the modules come from disk and a prefetch only outlives its test (Vitest 5 fails a worker whose imports
// run after its last file); the journeys in Chromium check the prefetching itself.
setCodePrefetch(false);

// Tests assert what is sent, not how long the client waits (retry-policy.test.ts times the waits): no wait. Retries
// still running when their test ends are ended with it: left running, a session refresh retrying after an outage
// renewed (and rotated) the next test's refresh cookie and kept the banner up in the files that share the worker.
let retries = new AbortController();
beforeEach(() => {
  retries = new AbortController();
  setRetryTiming({ delayMs: () => 0, signal: retries.signal });
});

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  installBrowserCookies();
});
beforeEach(async () => {
  await resetMockBackend();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  unmountApps();
  cleanup();
  retries.abort();
  resetConnectivity();
  server.resetHandlers();
  // Tests record requests with msw's life-cycle listeners; none may outlive its test: the test files of a worker
  // share this server, and a leftover listener ran (and threw) during the next files' requests.
  server.events.removeAllListeners();
});
afterAll(() => {
  uninstallBrowserCookies();
  server.close();
});
