import { HttpResponse, delay, http } from 'msw';
import type { Schemas } from '@/api';
import { DIAGNOSIS_AXES, DIAGNOSIS_QUESTIONS } from '@/content/diagnosis';

/**
 * MSW handlers for the diagnosis stories: each page state gets its data from the network, as in the app. Only
 * stories import this file.
 */

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const errorBody = (status: number, message: string) => ({ statusCode: status, message, error: 'Error' });

export const STORY_COMPANY: Schemas['Company'] = {
  id: 3,
  companyId: 3,
  name: 'Cobalt Numérique',
  sector: 'Technologies',
  activity: 'Édition de logiciels en ligne pour les collectivités territoriales',
  website: 'https://cobalt-numerique.fr',
  employees_number: 62,
  created_at: '2026-09-24T09:30:00.000Z',
  expected_score: null,
  improvement_axe: null,
  primary_axe: null,
  last_initiative: null,
  domain: 'cobalt-numerique.fr',
};

export const PERCEIVED_COMPANY: Schemas['Company'] = {
  ...STORY_COMPANY,
  expected_score: 'L2',
  improvement_axe: 'SOC',
  primary_axe: 'BUIS',
  last_initiative: "Adoption d'une politique de sobriété numérique pour nos serveurs.",
};

export const companyHandler = (company: Schemas['Company'] = STORY_COMPANY) =>
  http.get('*/api/companies/:companyId', () => json(company));

export const companyFailure = () =>
  http.get('*/api/companies/:companyId', () => json(errorBody(500, 'Erreur interne du serveur.'), 500));

export const saveAxesHandler = (status = 200) =>
  http.put('*/api/companies/:companyId/axes', () =>
    status === 200 ? json(PERCEIVED_COMPANY) : json(errorBody(status, 'Erreur interne du serveur.'), status),
  );

export const neverAnswers = (method: 'get' | 'post', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return json({});
  });

/** GET /form-question: the id of the question at (axe, order), as the server numbers them. */
export const questionHandler = () =>
  http.get('*/form-question', ({ request }) => {
    const search = new URL(request.url).searchParams;
    const axis = DIAGNOSIS_AXES.find((candidate) => candidate.questionAxe === Number(search.get('axe')));
    const order = Number(search.get('question'));
    const question = DIAGNOSIS_QUESTIONS.find(
      (candidate) => candidate.axis === axis?.slug && candidate.order === order,
    );
    if (!axis || !question) return json(errorBody(400, 'Question introuvable pour cet axe.'), 400);
    return json({ id: question.id, order, axe: axis.questionAxe, h1: question.heading });
  });

/** GET and POST /form-response/default/1 over an in-memory set of answers. */
export const answersHandlers = (answers: Record<number, string> = {}, saveStatus = 201) => {
  const stored = { ...answers };
  return [
    http.get('*/form-response/default/:formId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('question'));
      const content = stored[id];
      return content === undefined
        ? json(errorBody(400, 'Aucune réponse trouvée pour cette question.'), 400)
        : json({ content, statusCode: 200 });
    }),
    http.post('*/form-response/default/:formId', async ({ request }) => {
      if (saveStatus === 0) return HttpResponse.error();
      if (saveStatus !== 201) return json(errorBody(saveStatus, 'Refusé.'), saveStatus);
      const body = (await request.json()) as Schemas['FormResponsesPayload'];
      for (const response of body.responses) stored[response.formQuestionId] = response.content;
      return json({ statusCode: 201, message: 'Réponse enregistrée.' }, 201);
    }),
  ];
};

/** Answers to every question, rated ones at level 2. */
export const ALL_ANSWERED: Record<number, string> = Object.fromEntries(
  DIAGNOSIS_QUESTIONS.map((question) => [question.id, question.kind === 'rated' ? '2' : 'Un point RSE mensuel.']),
);

export const positionHandler = (position: Schemas['NextQuestionResponse']) =>
  http.get('*/form/current/:formId', () => json(position));

export const availabilityHandler = (available = true) =>
  http.get('*/form-axe/available/:axe', () => json({ available }));

export const resultsHandler = (evaluated: boolean) =>
  http.get('*/results/:email', () =>
    evaluated
      ? json({ result: 54, axe2Result: 16, axe3Result: 15, axe4Result: 11, axe5Result: 12 })
      : json(errorBody(404, "Aucune évaluation n'a encore été réalisée pour cette entreprise."), 404),
  );
