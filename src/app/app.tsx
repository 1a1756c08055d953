import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { connectSessionRenewal } from '@/features/auth/session';
import { JotaiProvider, sessionKeyAtom } from '@/lib/jotai';
import { createAppRouter, createRouterContext, type AppRouter, type RouterContext } from './router';

interface AppProps {
  /** Inject a router (tests use a memory history); by default one is created with the browser history. */
  router?: AppRouter;
  /** The context the injected router was built with, so providers and loaders share one cache and one store. */
  context?: RouterContext;
}

/**
 * Providers, in one place: server cache, client state, router; and the session's renewal on 401. react-aria's French
 * locale is set by `src/app/locale.ts`, imported first by main.tsx.
 */
export function App({ router: injectedRouter, context: injectedContext }: AppProps) {
  const [context] = useState<RouterContext>(() => injectedContext ?? createRouterContext());
  const [router] = useState(() => injectedRouter ?? createAppRouter(context));

  useEffect(
    () =>
      connectSessionRenewal(context.store, () => {
        context.queryClient.clear();
        void router.navigate({ to: '/login' });
      }),
    [context, router],
  );
  // A new session (sign-out, another account) starts with an empty server cache: nothing of the previous person's
  // data is shown to the next, not even for the moment a refetch takes.
  useEffect(() => context.store.sub(sessionKeyAtom, () => context.queryClient.clear()), [context]);

  return (
    <QueryClientProvider client={context.queryClient}>
      <JotaiProvider store={context.store}>
        <RouterProvider router={router} />
        <ConnectionBanner />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
