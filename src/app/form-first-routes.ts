import { ACCOUNT_PAGES } from '../domain/account-pages.ts';

/**
 * The first pages that show a form and call no API before it is sent: the account pages (`src/domain/account-pages.ts`). In the demo, the in-browser backend waits for their first paint, the
 * start-up budget of /login; every other first page (a signed-in page restoring its session, the public survey, the
 * root's redirect) calls the API before it can show anything, so its backend starts with the app (src/main.tsx) and
 * its chunk is requested with the route's own (scripts/vite/route-modulepreload.ts). Route ids, as the router names
 * them.
 */
export const FORM_FIRST_ROUTE_IDS: readonly string[] = ACCOUNT_PAGES.map(({ routeId }) => routeId);
