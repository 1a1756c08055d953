import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api';

/**
 * Query-option factories of the action-plan pages. Everything sits under `actionPlanQueries.all()`, so a change of
 * answer, priority or action invalidates the whole family at once; what the dashboard also shows (scores, history,
 * achievements) is read through `dashboardQueries`, the answers through `formQueries`, the company through
 * `companyQueries` and the owners through `collaboratorQueries` (src/api/queries): one cache entry per endpoint.
 */
export const actionPlanQueries = {
  all: () => ['action-plan'] as const,
  /** The lever catalogue with the company's level, priority flag and planned action (proposed extension). */
  levers: (email: string) =>
    queryOptions({
      queryKey: [...actionPlanQueries.all(), 'levers', email] as const,
      queryFn: () => unwrap(apiClient.GET('/users/solutions/{email}/levers', { params: { path: { email } } })),
    }),
  /** Every action of the plan (proposed extension). */
  plan: (email: string) =>
    queryOptions({
      queryKey: [...actionPlanQueries.all(), 'plan', email] as const,
      queryFn: () => unwrap(apiClient.GET('/users/solutions/{email}/plan', { params: { path: { email } } })),
    }),
};
