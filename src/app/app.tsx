import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { connectSession } from '@/features/auth/session';
import { JotaiProvider } from '@/lib/jotai';
import { createAppRouter, createRouterContext, type AppRouter, type RouterContext } from './router';

interface AppProps {
  /** Inject a router (tests use a memory history); by default one is created with the browser history. */
  router?: AppRouter;
  /** The context the injected router was built with, so providers and loaders share one cache and one store. */
  context?: RouterContext;
}

/**
 * Providers, in one place: server cache, client state, router; and the session connected to them. react-aria's French
 * locale is set by `src/app/locale.ts`, imported first by main.tsx.
 */
export function App({ router: injectedRouter, context: injectedContext }: AppProps) {
  const [context] = useState<RouterContext>(() => injectedContext ?? createRouterContext());
  const [router] = useState(() => injectedRouter ?? createAppRouter(context));

  // The end of a session, in the session module: renewal on 401, the cache emptied for each new session, /login.
  useEffect(() => connectSession(context, router), [context, router]);

  return (
    <QueryClientProvider client={context.queryClient}>
      <JotaiProvider store={context.store}>
        <RouterProvider router={router} />
        <ConnectionBanner />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
