import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueries } from '@/api/queries/dashboard';
import { DEFAULT_SCORE_PERIOD } from './periods';

/**
 * Kept apart from the page: the route's loader calls it, and route-level code is bundled into the entry every page
 * downloads (/login included), the page's code (charts, sanitiser, lists) is not.
 */
export interface DashboardPageProps {
  /** E-mail of the signed-in person: the scores are those of their company. */
  email: string;
  /** Their company, or null while they have none (nothing to fetch then). */
  companyId: number | null;
  /**
   * The company id decoded from the session token (spec §4), which the score history chart asks for; null when the
   * token carries none the client can read: that chart then says so, the rest of the page is not concerned (§8).
   */
  tokenCompanyId: number | null;
}

/**
 * Starts every call of the dashboard at once (routes call it from their loader, before the page's code has even
 * arrived): no section waits for another, so the page takes as long as its slowest call, not their sum.
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  { email, companyId, tokenCompanyId }: DashboardPageProps,
): void {
  if (companyId === null) return;
  void queryClient.prefetchQuery(dashboardQueries.results(email));
  void queryClient.prefetchQuery(dashboardQueries.likedQuestions(email));
  void queryClient.prefetchQuery(dashboardQueries.likedQuestionsCount(email));
  void queryClient.prefetchQuery(dashboardQueries.solutionStatusCount(email));
  void queryClient.prefetchQuery(dashboardQueries.upcomingSolutions(email));
  void queryClient.prefetchQuery(dashboardQueries.userCount(email));
  void queryClient.prefetchQuery(dashboardQueries.employeesNumber(email));
  if (tokenCompanyId !== null) {
    void queryClient.prefetchQuery(dashboardQueries.scoreHistory(tokenCompanyId, DEFAULT_SCORE_PERIOD));
  }
  void queryClient.prefetchQuery(dashboardQueries.validatedGrouped(companyId));
}
