import type { RequestHandler } from 'msw';
import { actionPlanHandlers } from './action-plan';
import { authHandlers } from './auth';
import { collaboratorHandlers } from './collaborators';
import { companyHandlers } from './companies';
import { dashboardHandlers } from './dashboard';
import { documentHandlers } from './documents';
import { formHandlers } from './form';
import { requestGuardHandler, routesOf, unmatchedRouteHandler, type Route } from './guard';
import { withCheapMiss } from './cheap-miss';
import { createApiHttp, networkConditionsHandler } from './kit';
import { preferenceHandlers } from './preferences';
import { solutionHandlers } from './solutions';
import { surveyHandlers } from './survey';
import { userHandlers } from './users';

/**
 * Every handler of the Steer API, bound to the origin it answers on, between the shared guards (guard.ts: bad
 * encoding, body size, text limits first; unknown route or method last). The network-conditions handler goes first
 * (latency, injected failures); literal paths go before templated ones that could shadow them
 * (`/users/update-collaborator` before `/users/{email}`), so collaborators come before users.
 */
export function createHandlers(baseUrl: string): RequestHandler[] {
  const http = createApiHttp(baseUrl);
  // The guards read the routes of the final list (filled below), so operations added to it are covered too.
  let routes: Route[] = [];
  const handlers: RequestHandler[] = [
    requestGuardHandler(baseUrl, () => routes),
    networkConditionsHandler(baseUrl),
    ...authHandlers(http),
    ...collaboratorHandlers(http),
    ...companyHandlers(http),
    ...dashboardHandlers(http),
    ...solutionHandlers(http),
    ...actionPlanHandlers(http),
    ...formHandlers(http),
    ...userHandlers(http),
    ...preferenceHandlers(http),
    ...documentHandlers(http),
    ...surveyHandlers(http),
    unmatchedRouteHandler(baseUrl, () => routes),
  ];
  routes = routesOf(handlers);
  return handlers.map(withCheapMiss);
}
