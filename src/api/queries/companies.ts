import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';

/**
 * The company record (`GET /api/companies/{id}`): its perception answers (most advanced axis, axis to improve,
 * expected score) read by the diagnosis and the action plan. One cache entry per company, whoever reads it, so the
 * perception form's save is seen everywhere.
 */
export const companyQueries = {
  all: () => ['companies'] as const,
  detail: (companyId: number) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId] as const,
      queryFn: () => unwrap(apiClient.GET('/api/companies/{companyId}', { params: { path: { companyId } } })),
    }),
  /** Every field of the company (`GET /company/all-data/{companyId}`): the score history reads its `created_at`. */
  allData: (companyId: number) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, 'all-data'] as const,
      queryFn: () => unwrap(apiClient.GET('/company/all-data/{companyId}', { params: { path: { companyId } } })),
      // A company's creation date does not change.
      staleTime: Infinity,
    }),
};
