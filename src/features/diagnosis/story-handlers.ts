import { expect, within } from 'storybook/test';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import type { Schemas } from '@/api';
import { DIAGNOSIS_AXES, DIAGNOSIS_QUESTIONS } from '@/content/diagnosis';

/**
 * MSW handlers for the diagnosis stories: each page state gets its data from the network, as in the app. Only
 * stories and tests import this file.
 */

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
  storyHttp.get('/api/companies/{companyId}', () => HttpResponse.json(company));

export const companyFailure = () =>
  storyHttp.get('/api/companies/{companyId}', () =>
    HttpResponse.json(errorBody(500, 'Erreur interne du serveur.'), { status: 500 }),
  );

export const saveAxesHandler = (status = 200) =>
  storyHttp.put('/api/companies/{companyId}/axes', () =>
    status === 200
      ? HttpResponse.json(PERCEIVED_COMPANY)
      : HttpResponse.json(errorBody(status, 'Erreur interne du serveur.'), { status: status }),
  );

/** A call that never answers: the page stays on its loading state. */
export const neverAnswers = (method: 'get', path: Parameters<typeof storyHttp.get>[0]) =>
  storyHttp[method](path, unanswered);

/** GET /form-question: the id of the question at (axe, order), as the server numbers them. */
export const questionHandler = () =>
  storyHttp.get('/form-question', ({ request }) => {
    const search = new URL(request.url).searchParams;
    const axis = DIAGNOSIS_AXES.find((candidate) => candidate.questionAxe === Number(search.get('axe')));
    const order = Number(search.get('question'));
    const question = DIAGNOSIS_QUESTIONS.find(
      (candidate) => candidate.axis === axis?.slug && candidate.order === order,
    );
    if (!axis || !question)
      return HttpResponse.json(errorBody(400, 'Question introuvable pour cet axe.'), { status: 400 });
    return HttpResponse.json({ id: question.id, order, axe: axis.questionAxe, h1: question.heading });
  });

/** The list of GET /form-response/default/1/all: every question, numbered as bundled, with its answer or null. */
export const answerList = (answers: Record<number, string>): Schemas['ActionPlanAnswer'][] =>
  DIAGNOSIS_QUESTIONS.map((question) => ({
    formQuestionId: question.id,
    axe: DIAGNOSIS_AXES.find((axis) => axis.slug === question.axis)?.questionAxe ?? 2,
    order: question.order,
    title: question.heading,
    isFreeText: question.kind !== 'rated',
    content: answers[question.id] ?? null,
    updatedAt: answers[question.id] === undefined ? null : '2026-10-02T09:30:00.000Z',
  }));

/** GET and POST /form-response/default/1, and the list GET .../1/all, over an in-memory set of answers. */
export const answersHandlers = (answers: Record<number, string> = {}, saveStatus = 201) => {
  const stored = { ...answers };
  return [
    storyHttp.get('/form-response/default/{formId}/all', () => HttpResponse.json(answerList(stored))),
    storyHttp.get('/form-response/default/{formId}', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('question'));
      const content = stored[id];
      return content === undefined
        ? HttpResponse.json(errorBody(400, 'Aucune réponse trouvée pour cette question.'), { status: 400 })
        : HttpResponse.json({ content, statusCode: 200 });
    }),
    storyHttp.post('/form-response/default/{formId}', async ({ request }) => {
      if (saveStatus === 0) return HttpResponse.error();
      if (saveStatus !== 201) return HttpResponse.json(errorBody(saveStatus, 'Refusé.'), { status: saveStatus });
      const body = (await request.json()) as Schemas['FormResponsesPayload'];
      for (const response of body.responses) stored[response.formQuestionId] = response.content;
      return HttpResponse.json({ statusCode: 201, message: 'Réponse enregistrée.' }, { status: 201 });
    }),
  ];
};

/** Answers to every question, rated ones at level 2. */
export const ALL_ANSWERED: Record<number, string> = Object.fromEntries(
  DIAGNOSIS_QUESTIONS.map((question) => [question.id, question.kind === 'rated' ? '2' : 'Un point RSE mensuel.']),
);

export const positionHandler = (position: Schemas['NextQuestionResponse']) =>
  storyHttp.get('/form/current/{formId}', () => HttpResponse.json(position));

export const availabilityHandler = (available = true) =>
  storyHttp.get('/form-axe/available/{axe}', () => HttpResponse.json({ available }));

export const resultsHandler = (evaluated: boolean) =>
  storyHttp.get('/results/{email}', () =>
    evaluated
      ? HttpResponse.json({ result: 54, axe2Result: 16, axe3Result: 15, axe4Result: 11, axe5Result: 12 })
      : HttpResponse.json(errorBody(404, "Aucune évaluation n'a encore été réalisée pour cette entreprise."), {
          status: 404,
        }),
  );

/** The states of a page that reads the company first (the preamble, the perception form): each file words them. */
export const companyPageStates = {
  Loading: { parameters: { msw: { handlers: [neverAnswers('get', '/api/companies/{companyId}')] } } },
  LoadFailed: {
    parameters: { msw: { handlers: [companyFailure()] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(await within(canvasElement).findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    },
  },
  NoCompany: { args: { companyId: null } },
};
