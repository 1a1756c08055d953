import { RouterContextProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentTitle, routeTitle } from '@/domain/route-titles';
import { FRAMED_ROUTES, RouteFrame, type FramedRoute } from './route-frames';

/**
 * Every framed route's markup, for the build (scripts/vite/route-html.ts, which loads this module in Node): rendered
 * once, under the build's base path (the account screens' logo is a router link).
 */
export function renderRouteFrames(basepath: string): Record<FramedRoute, string> {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory(), basepath });
  const markup = {} as Record<FramedRoute, string>;
  for (const route of FRAMED_ROUTES) {
    markup[route] = renderToStaticMarkup(
      <RouterContextProvider router={router}>
        <RouteFrame route={route} />
      </RouterContextProvider>,
    );
  }
  return markup;
}

/** A framed route's document title, as the app writes it once it runs (`DocumentTitle`). */
export function routeFrameTitle(route: FramedRoute): string {
  return documentTitle(routeTitle(route, {}));
}
