import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { DocumentTitle } from '@/app/document-title';
import { RouteFocus } from '@/app/route-focus';
import type { RouterContext } from '@/app/router';
import { LiveAnnouncer } from '@/components/ui/announcer';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // The root route is never code-split by the router plugin: the 404 page would ship with every page's entry.
  notFoundComponent: lazyRouteComponent(() => import('@/features/errors/not-found-page'), 'NotFoundPage'),
});

function Root() {
  return (
    <>
      <DocumentTitle />
      <RouteFocus />
      <Outlet />
      <LiveAnnouncer />
    </>
  );
}
