import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { config } from '@/config/env';
import { RouteError } from '@/features/errors/route-error';
import { createStore, type JotaiStore } from '@/lib/jotai';
import { routeTree } from '@/route-tree.gen';
import { createQueryClient } from './query-client';

/** What every route's beforeLoad/loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  store: JotaiStore;
}

export function createRouterContext(): RouterContext {
  return { queryClient: createQueryClient(), store: createStore() };
}

/**
 * What the router shows when a route has nothing of its own, in French: TanStack's defaults ('Something went wrong!',
 * 'Not Found') would show English to the people using the app. The error screen stays in the entry (it must show
 * when loading a page's chunk is what failed); the 404 message loads on demand, like the root's 404 page.
 */
export const routerFallbacks = {
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: lazyRouteComponent(() => import('@/features/errors/not-found-page'), 'NotFoundMessage'),
};

/** The app's router; tests pass a memory history. */
export function createAppRouter(context: RouterContext = createRouterContext(), history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // '/' unless the build was made for a sub-path (VITE_BASE_PATH): every route and link is then under it.
    basepath: config.basePath,
    defaultPreload: 'intent',
    // Loaders go through TanStack Query, which owns caching and freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...routerFallbacks,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
