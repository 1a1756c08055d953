import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { collaboratorHandlers } from './collaborators';
import { companyHandlers } from './companies';
import { dashboardHandlers } from './dashboard';
import { documentHandlers } from './documents';
import { formHandlers } from './form';
import { createApiHttp, networkConditionsHandler } from './kit';
import { preferenceHandlers } from './preferences';
import { solutionHandlers } from './solutions';
import { surveyHandlers } from './survey';
import { userHandlers } from './users';

/**
 * Every handler of the Steer API, bound to the origin it answers on. The network-conditions handler goes first
 * (latency, injected failures); literal paths go before templated ones that could shadow them
 * (`/users/update-collaborator` before `/users/{email}`), so collaborators come before users.
 */
export function createHandlers(baseUrl: string): RequestHandler[] {
  const http = createApiHttp(baseUrl);
  return [
    networkConditionsHandler(baseUrl),
    ...authHandlers(http),
    ...collaboratorHandlers(http),
    ...companyHandlers(http),
    ...dashboardHandlers(http),
    ...solutionHandlers(http),
    ...formHandlers(http),
    ...userHandlers(http),
    ...preferenceHandlers(http),
    ...documentHandlers(http),
    ...surveyHandlers(http),
  ];
}
