import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
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

/** The app's router; tests pass a memory history. */
export function createAppRouter(context: RouterContext = createRouterContext(), history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders go through TanStack Query, which owns caching and freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
