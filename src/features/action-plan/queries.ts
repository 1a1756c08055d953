import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api';

/** The form id of every questionnaire call (spec §7). */
const FORM_ID = 1;

/**
 * Query-option factories of the action-plan pages. Everything sits under `actionPlanQueries.all()`, so a change of
 * answer, priority or action invalidates the whole family at once; what the dashboard also shows (scores, history,
 * achievements) is read through `dashboardQueries` (src/api/queries/dashboard.ts), one cache for both.
 */
export const actionPlanQueries = {
  all: () => ['action-plan'] as const,
  /** The 27 questions with the company's answer or null (proposed extension). */
  answers: () =>
    queryOptions({
      queryKey: [...actionPlanQueries.all(), 'answers'] as const,
      queryFn: () =>
        unwrap(apiClient.GET('/form-response/default/{formId}/all', { params: { path: { formId: FORM_ID } } })),
    }),
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
  /** The company's collaborators: the owners an action can be given to. */
  collaborators: () =>
    queryOptions({
      queryKey: [...actionPlanQueries.all(), 'collaborators'] as const,
      queryFn: async () => (await unwrap(apiClient.GET('/users/company/'))).message,
    }),
  /** The company, for its perception form (most advanced axis, axis to improve, expected score). */
  company: (companyId: number) =>
    queryOptions({
      queryKey: [...actionPlanQueries.all(), 'company', companyId] as const,
      queryFn: () => unwrap(apiClient.GET('/api/companies/{companyId}', { params: { path: { companyId } } })),
    }),
};
