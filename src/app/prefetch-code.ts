import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { loadCharts } from '@/components/charts';
import { afterFirstContentfulPaint } from './first-paint';

/** The routes a person opens right after signing in: the signed-in shell and the dashboard. */
const AFTER_SIGN_IN = ['/_session', '/_session/_authenticated', '/_session/_authenticated/dashboard'] as const;

let prefetching = true;

/**
 * Turns the prefetching of code on or off (on by default). Off where a download would outlive the page that asked
 * for it: under Vitest (tests/setup.ts), where it would run after its test.
 */
export function setCodePrefetch(enabled: boolean): void {
  prefetching = enabled;
}

/** Downloads (and runs) these routes' code; a chunk already there is not fetched again, so call it freely. */
function loadRoutes(router: AnyRouter, routes: readonly (AnyRoute | undefined)[]): void {
  if (!prefetching) return;
  for (const route of routes) {
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}

/**
 * The code of the signed-in shell, the dashboard and its charts, ahead of the click on 'Se connecter', so that
 * signing in waits only for the calls. The charts are only downloaded here: their warm-up draws (warm-up.tsx) run
 * from the dashboard's loader, while its calls are in flight, not on /login where they would compete with typing.
 */
export function prefetchAfterSignIn(router: AnyRouter): void {
  loadRoutes(
    router,
    AFTER_SIGN_IN.map((id) => router.routesById[id]),
  );
  if (prefetching) void loadCharts().catch(() => undefined);
}

/**
 * The code of these pages (the menu's, once the signed-in shell is idle): a click then waits for the page's data
 * alone (the router's intent preload also starts those on hover).
 */
export function prefetchPages(router: AnyRouter, paths: readonly string[]): void {
  loadRoutes(
    router,
    paths.map((path) => router.routesByPath[path]),
  );
}

/**
 * Runs `task` once the page has painted, loaded and gone idle, so that it never competes with the first paint (nor
 * with the demo's backend, which starts right after it); returns a cancel function.
 */
export function whenIdleAfterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: 2_000 });
    } else {
      idleHandle = window.setTimeout(task, 200);
    }
  };
  const afterLoad = () => {
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  };
  afterFirstContentfulPaint(() => {
    if (!cancelled) afterLoad();
  });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * Runs `task` once the page's own calls have all answered and it has gone idle: prefetching never competes with
 * what the person is waiting for (the in-browser backend shares the page's thread). Returns a cancel function.
 */
export function whenSettledAfterFirstPaint(queryClient: QueryClient, task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    if (cancelIdle || queryClient.isFetching() > 0) return;
    unsubscribe();
    cancelIdle = whenIdleAfterFirstPaint(task);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(start);
  // A page without calls: start once this task is over (its calls, if any, have started by then).
  const first = setTimeout(start, 0);
  return () => {
    clearTimeout(first);
    unsubscribe();
    cancelIdle?.();
  };
}
