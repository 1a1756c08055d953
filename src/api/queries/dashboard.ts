import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';

/**
 * Query-option factories of the dashboard's calls (scores, history, priority issues, solutions). They live in
 * src/api/queries because several features read the same server state (dashboard, progress, performance, diagnosis
 * loader): one factory, one cache key, and a mutation anywhere invalidates `dashboardQueries.all()`.
 */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  /** Latest global and per-axis scores of the company of the person with this e-mail; 404 until evaluated. */
  results: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'results', email] as const,
      queryFn: () => unwrap(apiClient.GET('/results/{email}', { params: { path: { email } } })),
    }),
};
