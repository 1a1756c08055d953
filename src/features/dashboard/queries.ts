import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api';

/** Server state of the dashboard. */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  /** Latest global and per-axis scores of the company of the person with this e-mail; 404 until evaluated. */
  results: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'results', email] as const,
      queryFn: () => unwrap(apiClient.GET('/results/{email}', { params: { path: { email } } })),
    }),
};
