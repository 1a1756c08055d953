import type { SetupWorker } from 'msw/browser';
import type * as MswNode from 'msw/node';
import type { SetupServer } from 'msw/node';
import { shellHandlers } from './personas';

/**
 * The MSW instance behind `mswLoader` (msw-storybook-addon 3, CSF3 API).
 *
 * - In a browser (Storybook, Vitest browser mode) it starts the service worker from .storybook/public/mockServiceWorker.js and
 *   lets unhandled requests through.
 * - In Node (Vitest + jsdom with `composeStories`) there is no service worker. Test setups that already run an MSW
 *   server should hand it over with `registerStoryMswServer(server)` before the first story loads, so that
 *   `parameters.msw` handlers land on that server. Without one, a private msw/node server is started.
 *
 * Nothing here touches browser APIs at import time, so `.storybook/preview` can be imported by Vitest.
 */

/** What the loader needs: both the browser worker and the node server offer these. */
type StoryMswApi = Pick<SetupWorker, 'use' | 'resetHandlers'>;

const REGISTERED_SERVER = Symbol.for('steer.storybook.msw-server');

type GlobalWithServer = typeof globalThis & { [REGISTERED_SERVER]?: StoryMswApi };

/** Lets a test setup share its own MSW server with the stories (call it before the stories run). */
export function registerStoryMswServer(server: Pick<SetupServer, 'use' | 'resetHandlers'>): void {
  (globalThis as GlobalWithServer)[REGISTERED_SERVER] = server;
}

function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined';
}

/** Used when the worker cannot start (e.g. mockServiceWorker.js missing): stories still render, without mocks. */
const inertApi: StoryMswApi = {
  use: () => undefined,
  resetHandlers: () => undefined,
};

async function startBrowserWorker(): Promise<StoryMswApi> {
  const { setupWorker } = await import('msw/browser');
  // The shell's own calls are the initial handlers: a story's handlers come first, resetHandlers() keeps these.
  const worker = setupWorker(...shellHandlers);
  try {
    await worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      // Relative, so a Storybook published under a sub-path still finds the worker.
      serviceWorker: { url: './mockServiceWorker.js' },
    });
    return worker;
  } catch (error) {
    console.warn('[storybook] MSW worker could not start; stories run without API mocks.', error);
    return inertApi;
  }
}

async function startNodeServer(): Promise<StoryMswApi> {
  // Kept out of the browser bundle: the specifier is only resolved at run time, in Node.
  const nodeEntry = 'msw/node';
  const { setupServer } = (await import(/* @vite-ignore */ nodeEntry)) as typeof MswNode;
  const server = setupServer();
  server.listen({ onUnhandledFrame: 'bypass' });
  return server;
}

/** Setup function for `mswLoader(setupStoryMsw)`. */
export async function setupStoryMsw(): Promise<SetupWorker> {
  const registered = (globalThis as GlobalWithServer)[REGISTERED_SERVER];
  const api = registered ?? (hasServiceWorker() ? await startBrowserWorker() : await startNodeServer());
  // The addon types its instance as the browser worker; stories only call use()/resetHandlers(), which all have.
  return api as SetupWorker;
}
