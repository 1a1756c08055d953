import { collaboratorQueries } from '@/api/queries/collaborators';
import { companyQueries } from '@/api/queries/companies';
import { dashboardQueries } from '@/api/queries/dashboard';
import { formQueries } from '@/api/queries/form';
import { actionPlanQueries } from './queries';

/**
 * The queries of each page of the action plan, declared once for the person: the route's loader starts them
 * (`prefetchPageQueries`), the page reads them by name. Kept apart from the pages, whose code (charts, lists) the
 * loaders must not pull into the routes' bundle.
 */

/** Whose page it is: the person's e-mail and their company. */
export interface ActionPlanPerson {
  email: string;
  companyId: number;
}

/** 'Mes progrès' (/approach): the journey's steps and the score history's start. */
export const approachPageQueries = ({ email, companyId }: ActionPlanPerson) => ({
  company: companyQueries.detail(companyId),
  answers: formQueries.answers(),
  plan: actionPlanQueries.plan(email),
  results: dashboardQueries.results(email),
});

/** 'Ma performance': scores, perception against diagnosis, levels per question. */
export const performancePageQueries = ({ email, companyId }: ActionPlanPerson) => ({
  results: dashboardQueries.results(email),
  company: companyQueries.detail(companyId),
  answers: formQueries.answers(),
});

/** 'Mon pilotage': the action plan and the team an action is given to. */
export const pilotagePageQueries = ({ email }: Pick<ActionPlanPerson, 'email'>) => ({
  plan: actionPlanQueries.plan(email),
  collaborators: collaboratorQueries.list(),
});

/** 'Mon évaluation': the 27 answers. */
export const evaluationPageQueries = () => ({ answers: formQueries.answers() });

/** 'Mes réalisations': the validated actions by axis and level. */
export const achievementsPageQueries = ({ companyId }: Pick<ActionPlanPerson, 'companyId'>) => ({
  grouped: dashboardQueries.validatedGrouped(companyId),
});

/** 'Mes leviers': the lever catalogue. */
export const leversPageQueries = ({ email }: Pick<ActionPlanPerson, 'email'>) => ({
  levers: actionPlanQueries.levers(email),
});
