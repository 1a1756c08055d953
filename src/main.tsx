// First: react-aria reads its (French) locale when first evaluated (see src/app/locale.ts).
import '@/app/locale';
import { installEmptyOnlyDefaultPolicy } from '@/lib/trusted-types';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { backendReady, deferBackendStart } from '@/api/backend-ready';
import { App } from '@/app/app';
import { appMountPoint } from '@/app/first-frame';
import { afterFirstContentfulPaint } from '@/app/first-paint';
import { FORM_FIRST_ROUTE_IDS } from '@/app/form-first-routes';
import { createAppRouter, createRouterContext, type AppRouter } from '@/app/router';
import '@/styles/global.css';

// Before anything renders: react-aria's announcer empties its regions through innerHTML (see the module).
installEmptyOnlyDefaultPolicy();

/** Without a first route resolved by then (an error page, a stalled chunk), the backend starts anyway. */
const BACKEND_START_FALLBACK_MS = 3_000;

/**
 * Registers the in-browser backend (not started yet: see backend-ready.ts). The check reads import.meta.env right
 * here: Vite inlines it, and the bundler drops the dynamic import (and every mock chunk) only when the literal test
 * sits in this module.
 */
function registerMockBackend(): boolean {
  if (import.meta.env.VITE_API_MOCKING === 'false') return false;
  deferBackendStart(async () => {
    const { startBrowserBackend } = await import('../mocks/browser');
    await startBrowserBackend();
  });
  return true;
}

/**
 * Once the first route has rendered and been painted, start the backend: its chunk then downloads and runs after the
 * first paint instead of competing with it (animation frames proved too early: a software-composited frame can be
 * presented well after its callbacks ran). Any other first page (a signed-in page restoring its session, the public
 * survey, the root's redirect) calls the API before it can show anything: its backend starts with the app, while the
 * route's code downloads, instead of after it.
 */
function startBackend(router: AppRouter): void {
  const firstRoutes = router.matchRoutes(router.state.location).map((match) => match.routeId as string);
  if (!firstRoutes.some((routeId) => FORM_FIRST_ROUTE_IDS.includes(routeId))) {
    void backendReady();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    unsubscribe();
    clearTimeout(fallback);
    void backendReady();
  };
  const unsubscribe = router.subscribe('onResolved', () => afterFirstContentfulPaint(startOnce));
  const fallback = setTimeout(startOnce, BACKEND_START_FALLBACK_MS);
}

function main(): void {
  const mocking = registerMockBackend();
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  const context = createRouterContext();
  const router = createAppRouter(context);
  if (mocking) startBackend(router);
  // The frame the route's HTML holds stays on screen until the first page has rendered (src/app/first-frame.ts).
  createRoot(appMountPoint(container, router)).render(
    <StrictMode>
      <App router={router} context={context} />
    </StrictMode>,
  );
}

main();
