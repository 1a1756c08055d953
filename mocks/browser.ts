// First, before any of the store's schemas is built (see the module).
import './zod-without-eval';
// msw 3's network answers fetch() inside the page through the interceptors of @mswjs/interceptors, which run in any
// browser, with the same handlers, matching and cookie store as msw/browser's worker, without a service worker (msw 2
// called this msw/native's setupServer).
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { config } from '../src/config/env';
import { startMockChat } from './chat/browser';
import { mountDemoConsole } from './console/mount';
import { openScenarioLink } from './console/scenario-start';
import { attachFileStore, browserFileStore, getBrowserStorage, loadDatabase } from './db';
import { createHandlers } from './handlers';
import { loadNetworkSettings } from './network';

/** The service worker an earlier demo registered (public/mockServiceWorker.js, msw's default file name). */
const FORMER_WORKER_FILE = 'mockServiceWorker.js';

/**
 * The in-browser backend, started by src/main.tsx before the first call: the persisted store, the API answered in
 * the page, the copilote chat server and the demo console.
 *
 * The app's one client calls `fetch` (src/api/client.ts resolves it at call time), so the API is answered by
 * patching fetch in the page rather than by msw/browser's service worker. Each call then costs about a millisecond
 * instead of five (no round trip page → worker → page, no serialising of the request and the answer), the worker no
 * longer has to be installed on a first visit, and the page can enter the back/forward cache (msw's worker
 * unregisters itself when its last page unloads). The price: the demo's API calls do not show in DevTools' Network
 * panel; the demo console and the handlers' errors in the console remain.
 */
export async function startBrowserBackend(): Promise<void> {
  await loadDatabase({ storage: getBrowserStorage() });
  attachFileStore(browserFileStore());
  loadNetworkSettings();
  await defineNetwork({
    // fetch and XMLHttpRequest, as msw/native did (the chat has its own mock, mock-socket).
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()] })],
    handlers: createHandlers(config.apiUrl),
    onUnhandledFrame: 'bypass',
  }).enable();
  startMockChat(config.chatUrl);
  // A scenario link (issue 42) is applied before the app's first call is answered; it reloads the page without it.
  const notice = await openScenarioLink();
  // The console and the former worker's removal wait until the page is idle: on a cold load of a signed-in page, the
  // session restore and the page's first calls, waiting for this backend, come first.
  whenIdle(() => mountDemoConsole(notice));
  whenIdle(() => void unregisterFormerWorker());
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
}

/** A browser that opened an earlier demo may still have its worker: it would only add a hop to every page load. */
async function unregisterFormerWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) =>
          worker?.scriptURL.endsWith(`/${FORMER_WORKER_FILE}`),
        ),
      )
      .map((registration) => registration.unregister().catch(() => false)),
  );
}
