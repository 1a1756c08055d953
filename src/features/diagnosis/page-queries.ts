import { collaboratorQueries } from '@/api/queries/collaborators';
import { companyQueries } from '@/api/queries/companies';
import { dashboardQueries } from '@/api/queries/dashboard';
import { formQueries } from '@/api/queries/form';
import { isPageAccessChecked } from '@/domain/pages';
import type { Account, Member } from '@/domain/permissions';

/**
 * The queries of the questionnaire's pages, declared once for the person: the route's loader starts them
 * (`prefetchPageQueries`), the page reads them by name. The question pages load theirs in their route (they redirect
 * from the answers).
 */

/** The preamble and the perception form: the company's perception, saved or not yet. */
export const perceptionPageQueries = (companyId: number) => ({
  company: companyQueries.detail(companyId),
});

/**
 * The company's results, asked once: 404 means "not evaluated yet", an answer the page waits for, not a hiccup to
 * retry.
 */
const evaluation = (email: string) => ({ ...dashboardQueries.results(email), retry: false });

/** /limited-access: whether the company is evaluated, and the person's page accesses when they are checked. */
export const limitedAccessPageQueries = (person: Member & Account & { id: number; email: string }) => ({
  results: evaluation(person.email),
  authorizations: {
    ...collaboratorQueries.pageAuthorizations(person.id),
    enabled: isPageAccessChecked(person),
  },
});

/** /diagnosis/loader: the answers counted per axis, and whether the company is evaluated. */
export const answersSummaryPageQueries = (email: string) => ({
  answers: formQueries.answers(),
  results: evaluation(email),
});
