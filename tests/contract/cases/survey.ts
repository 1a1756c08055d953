import { apiClient } from '../../../src/api';
import { db } from '../../../mocks/db';
import { DEMO_SURVEY_SHARE_TOKEN } from '../../../mocks/seed/survey-seed';
import type { ContractCase } from '../harness';
import { CLAIRE, LEA, SARAH } from '../personas';

/** A complete, valid answer to the template survey (first option of every closed question). */
function fullAnswers() {
  const survey = db.surveys.findFirst((q) => q.where({ shareToken: DEMO_SURVEY_SHARE_TOKEN }));
  if (!survey) throw new Error("L'enquête de démonstration est absente du jeu de données");
  return survey.questions
    .filter((question) => question.kind !== 'text')
    .map((question) => ({ questionId: question.id, value: question.options[0] ?? '' }));
}

async function freshAnswerToken(): Promise<string> {
  const { data } = await apiClient.GET('/surveys/public/{shareToken}', {
    params: { path: { shareToken: DEMO_SURVEY_SHARE_TOKEN } },
  });
  if (!data) throw new Error("Impossible d'ouvrir l'enquête de démonstration");
  return data.answerToken;
}

let answerToken = '';
const answer = () =>
  apiClient.POST('/surveys/public/{shareToken}/responses', {
    params: { path: { shareToken: DEMO_SURVEY_SHARE_TOKEN } },
    body: { answerToken, answers: fullAnswers() },
  });

export const cases: ContractCase[] = [
  // ── getCompanySurvey ──
  {
    operationId: 'getCompanySurvey',
    name: 'the survey and its results',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/surveys/company/current'),
  },
  {
    operationId: 'getCompanySurvey',
    name: 'no survey yet: null, not 404',
    as: SARAH,
    expectStatus: 200,
    call: () => apiClient.GET('/surveys/company/current'),
  },
  {
    operationId: 'getCompanySurvey',
    name: "refuse a member whose 'Enquête(s)' page is off (403)",
    as: LEA,
    expectStatus: 403,
    call: () => apiClient.GET('/surveys/company/current'),
  },
  {
    operationId: 'getCompanySurvey',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/surveys/company/current'),
  },

  // ── launchCompanySurvey ──
  {
    operationId: 'launchCompanySurvey',
    name: 'launch the survey of a company without one (201)',
    as: SARAH,
    expectStatus: 201,
    call: () => apiClient.POST('/surveys/company/current'),
  },
  {
    operationId: 'launchCompanySurvey',
    name: 'refuse a second survey (409)',
    as: CLAIRE,
    expectStatus: 409,
    call: () => apiClient.POST('/surveys/company/current'),
  },

  // ── getPublicSurvey ──
  {
    operationId: 'getPublicSurvey',
    name: 'open the answer link without signing in',
    expectStatus: 200,
    call: () =>
      apiClient.GET('/surveys/public/{shareToken}', { params: { path: { shareToken: DEMO_SURVEY_SHARE_TOKEN } } }),
  },
  {
    operationId: 'getPublicSurvey',
    name: 'answer 404 for an unknown link',
    expectStatus: 404,
    call: () => apiClient.GET('/surveys/public/{shareToken}', { params: { path: { shareToken: 'x'.repeat(24) } } }),
  },

  // ── answerPublicSurvey ──
  {
    operationId: 'answerPublicSurvey',
    name: 'record an anonymous answer (201)',
    expectStatus: 201,
    setup: async () => void (answerToken = await freshAnswerToken()),
    call: answer,
  },
  {
    operationId: 'answerPublicSurvey',
    name: 'refuse a second answer with the same token (409)',
    expectStatus: 409,
    setup: async () => {
      answerToken = await freshAnswerToken();
      await answer();
    },
    call: answer,
  },
  {
    operationId: 'answerPublicSurvey',
    name: 'refuse an incomplete answer (400)',
    expectStatus: 400,
    setup: async () => void (answerToken = await freshAnswerToken()),
    call: () =>
      apiClient.POST('/surveys/public/{shareToken}/responses', {
        params: { path: { shareToken: DEMO_SURVEY_SHARE_TOKEN } },
        body: { answerToken, answers: fullAnswers().slice(1) },
      }),
  },
];
