import { dashboardQueries } from '@/api/queries/dashboard';
import { DEFAULT_SCORE_PERIOD } from './periods';

/**
 * Kept apart from the page: the route's loader reads it, and route-level code is bundled into the entry every page
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
 * Every call of the dashboard, declared once for the person: the route's loader starts them all at once
 * (`prefetchPageQueries`, before the page's code has even arrived: no section waits for another, so the page takes
 * as long as its slowest call, not their sum), and each section reads its own by name. The score history is the
 * chart's first period; another period the person picks is the chart's own query.
 */
export const dashboardPageQueries = ({
  email,
  companyId,
  tokenCompanyId,
}: DashboardPageProps & { companyId: number }) => ({
  results: dashboardQueries.results(email),
  likedQuestions: dashboardQueries.likedQuestions(email),
  likedQuestionsCount: dashboardQueries.likedQuestionsCount(email),
  solutionStatusCount: dashboardQueries.solutionStatusCount(email),
  upcomingSolutions: dashboardQueries.upcomingSolutions(email),
  userCount: dashboardQueries.userCount(email),
  employeesNumber: dashboardQueries.employeesNumber(email),
  scoreHistory: {
    ...dashboardQueries.scoreHistory(tokenCompanyId ?? 0, DEFAULT_SCORE_PERIOD),
    enabled: tokenCompanyId !== null,
  },
  validatedGrouped: dashboardQueries.validatedGrouped(companyId),
});

/** The dashboard's queries, as its sections receive them. */
export type DashboardQueries = ReturnType<typeof dashboardPageQueries>;
