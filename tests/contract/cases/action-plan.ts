import { db } from '../../../mocks/db';
import { apiClient } from '../../../src/api';
import type { ContractCase } from '../harness';
import { CLAIRE, LEA, NINA, companyIdOf, otherCompanyMember } from '../personas';

/** A lever of the catalogue that Claire's company has not planned yet, read from the store when the case runs. */
function unplannedLeverId(): number {
  const companyId = companyIdOf(CLAIRE);
  const planned = new Set(db.solutions.findMany((q) => q.where({ companyId })).map((solution) => solution.leverId));
  const lever = db.levers.all().find((candidate) => !planned.has(candidate.id));
  if (!lever) throw new Error('Tous les leviers sont déjà au plan');
  return lever.id;
}

/** An action of Claire's company. */
function claireSolutionId(): number {
  const solution = db.solutions.findFirst((q) => q.where({ companyId: companyIdOf(CLAIRE) }));
  if (!solution) throw new Error("Aucune action dans le plan de l'entreprise de Claire");
  return solution.id;
}

/** A rated question, by title. */
function questionId(title: string): number {
  const question = db.formQuestions.findFirst((q) => q.where({ title }));
  if (!question) throw new Error(`Question inconnue : ${title}`);
  return question.id;
}

export const cases: ContractCase[] = [
  {
    operationId: 'listFormResponses',
    name: "every question with the company's answer",
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/form-response/default/{formId}/all', { params: { path: { formId: 1 } } }),
  },
  {
    operationId: 'listFormResponses',
    name: 'refuse a caller without a company (403)',
    as: NINA,
    expectStatus: 403,
    call: () => apiClient.GET('/form-response/default/{formId}/all', { params: { path: { formId: 1 } } }),
  },
  {
    operationId: 'listLevers',
    name: "the catalogue with the company's levels",
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/users/solutions/{email}/levers', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'listLevers',
    name: "refuse another company's catalogue (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/users/solutions/{email}/levers', { params: { path: { email: otherCompanyMember() } } }),
  },
  {
    operationId: 'markPriorityIssue',
    name: 'mark a question as a priority issue',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', {
        params: { path: { email: CLAIRE, questionId: questionId('Biodiversité et écosystèmes') } },
      }),
  },
  {
    operationId: 'markPriorityIssue',
    name: 'refuse an Acteur (403)',
    as: LEA,
    expectStatus: 403,
    call: () =>
      apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', {
        params: { path: { email: LEA, questionId: questionId('Biodiversité et écosystèmes') } },
      }),
  },
  {
    operationId: 'unmarkPriorityIssue',
    name: 'a question is no longer a priority issue',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.DELETE('/users/solutions/{email}/priority-issues/{questionId}', {
        params: { path: { email: CLAIRE, questionId: questionId('Stratégie') } },
      }),
  },
  {
    operationId: 'unmarkPriorityIssue',
    name: 'refuse an unknown question (404)',
    as: CLAIRE,
    expectStatus: 404,
    call: () =>
      apiClient.DELETE('/users/solutions/{email}/priority-issues/{questionId}', {
        params: { path: { email: CLAIRE, questionId: 9999 } },
      }),
  },
  {
    operationId: 'listPlanSolutions',
    name: 'every action of the plan',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/users/solutions/{email}/plan', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'listPlanSolutions',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/users/solutions/{email}/plan', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'addPlanSolution',
    name: 'a lever becomes an action to carry out',
    as: CLAIRE,
    expectStatus: 201,
    call: () =>
      apiClient.POST('/users/solutions/{email}/plan', {
        params: { path: { email: CLAIRE } },
        body: { leverId: unplannedLeverId() },
      }),
  },
  {
    operationId: 'addPlanSolution',
    name: 'refuse a lever already in the plan (409)',
    as: CLAIRE,
    expectStatus: 409,
    call: () => {
      const planned = db.solutions.findFirst((q) =>
        q.where({ companyId: companyIdOf(CLAIRE) }).where({ leverId: (id) => id !== null }),
      );
      return apiClient.POST('/users/solutions/{email}/plan', {
        params: { path: { email: CLAIRE } },
        body: { leverId: planned?.leverId ?? 1 },
      });
    },
  },
  {
    operationId: 'updatePlanSolution',
    name: 'move an action to in progress with a deadline',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.PATCH('/users/solutions/{email}/plan/{solutionId}', {
        params: { path: { email: CLAIRE, solutionId: claireSolutionId() } },
        body: { status: 'inProgress', deadline: '2027-01-15' },
      }),
  },
  {
    operationId: 'updatePlanSolution',
    name: 'refuse an impossible date (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.PATCH('/users/solutions/{email}/plan/{solutionId}', {
        params: { path: { email: CLAIRE, solutionId: claireSolutionId() } },
        body: { deadline: '2027-02-30' },
      }),
  },
  {
    operationId: 'addPlanSolutionKpi',
    name: "add the company's own KPI",
    as: CLAIRE,
    expectStatus: 201,
    call: () =>
      apiClient.POST('/users/solutions/{email}/plan/{solutionId}/kpis', {
        params: { path: { email: CLAIRE, solutionId: claireSolutionId() } },
        body: { label: 'Nombre de réunions de suivi tenues' },
      }),
  },
  {
    operationId: 'addPlanSolutionKpi',
    name: 'refuse a blank KPI (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.POST('/users/solutions/{email}/plan/{solutionId}/kpis', {
        params: { path: { email: CLAIRE, solutionId: claireSolutionId() } },
        body: { label: '   ' },
      }),
  },
];
