import { setupWorker } from 'msw/browser';
import { config } from '../src/config/env';
import { startMockChat } from './chat/browser';
import { mountDemoConsole } from './console/mount';
import { attachFileStore, browserFileStore, getBrowserStorage, loadDatabase } from './db';
import { createHandlers } from './handlers';
import { loadNetworkSettings } from './network';

/**
 * The in-browser backend, started by src/main.tsx before the first render when mocking is on: the persisted store,
 * the service worker answering the API, the copilote chat server and the demo console.
 */
export async function startBrowserBackend(): Promise<void> {
  await loadDatabase({ storage: getBrowserStorage() });
  attachFileStore(browserFileStore());
  loadNetworkSettings();
  const worker = setupWorker(...createHandlers(config.apiUrl));
  await worker.start({
    onUnhandledRequest: 'bypass',
    // Under the base path (VITE_BASE_PATH): the worker file is served there, and controls only the app's pages.
    serviceWorker: {
      url: `${config.basePath}mockServiceWorker.js`,
      options: { scope: config.basePath },
    },
    quiet: true,
  });
  startMockChat(config.chatUrl);
  mountDemoConsole();
}
