import { queryOptions } from '@tanstack/react-query';
import type { Schemas } from '../index';
import { apiClient, unwrap } from '../client';

/** Period of the score history: 3 months, 6 months (the default) or one year ('Tout'). */
export type ScoreHistoryDuration = Schemas['ScoreHistoryDuration'];

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
  /** The company's global scores over a period, grouped by 'YYYY-MM' month. */
  scoreHistory: (companyId: number, duration: ScoreHistoryDuration) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'scoreHistory', companyId, duration] as const,
      queryFn: () => unwrap(apiClient.GET('/dashboard/scoreHistory', { params: { query: { duration, companyId } } })),
    }),
  /** The priority issues (liked questions) with their maturity level, for the radar. */
  likedQuestions: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'likedQuestions', email] as const,
      queryFn: () => unwrap(apiClient.GET('/dashboard/AlllikedQuestions', { params: { query: { email } } })),
    }),
  /** How many priority issues, in total and per axis. */
  likedQuestionsCount: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'likedQuestionsCount', email] as const,
      queryFn: () => unwrap(apiClient.GET('/dashboard/likedQuestionsCount', { params: { query: { email } } })),
    }),
  /** How many people of the company have an account. */
  userCount: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'userCount', email] as const,
      queryFn: () => unwrap(apiClient.GET('/users/count/{email}', { params: { path: { email } } })),
    }),
  /** The company's headcount (a bare number). */
  employeesNumber: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'employeesNumber', email] as const,
      queryFn: () => unwrap(apiClient.GET('/company/employees-number/{email}', { params: { path: { email } } })),
    }),
  /** Every upcoming deadline of the open priority actions (the client always asks for all of them). */
  upcomingSolutions: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'upcomingSolutions', email] as const,
      queryFn: () =>
        unwrap(
          apiClient.GET('/users/solutions/{email}/upcoming-solutions', {
            params: { path: { email }, query: { all: true } },
          }),
        ),
    }),
  /** Priority actions counted by status (validated, in progress, to do). */
  solutionStatusCount: (email: string) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'solutionStatusCount', email] as const,
      queryFn: () => unwrap(apiClient.GET('/users/solutions/{email}/status-count', { params: { path: { email } } })),
    }),
  /** Actions validated over the last six months, grouped by axis then level (the answer's `message`). */
  validatedGrouped: (companyId: number) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'validatedGrouped', companyId] as const,
      queryFn: async () =>
        (
          await unwrap(
            apiClient.GET('/users/solutions/validated-grouped/{companyId}', {
              params: { path: { companyId } },
            }),
          )
        ).message,
    }),
};
