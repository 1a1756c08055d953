import { apiClient } from '../../../src/api';
import { db, findUserByEmail } from '../../../mocks/db';
import type { ContractCase } from '../harness';
import { CLAIRE } from '../personas';

const FORM_ID = 1;
/** Gouvernance question 8: the optional free-text prompt. */
const GOVERNANCE_FREE_TEXT = { axe: 2, order: 8 } as const;

function questionId(axe: number, order: number): number {
  const question = db.formQuestions.all().find((candidate) => candidate.axe === axe && candidate.order === order);
  if (!question) throw new Error(`Question ${axe}/${order} absente du jeu de données`);
  return question.id;
}

export const cases: ContractCase[] = [
  {
    operationId: 'getCurrentFormPosition',
    name: 'position of a company that answered everything',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/form/current/{formId}', { params: { path: { formId: FORM_ID } } }),
  },
  {
    operationId: 'getCurrentFormPosition',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/form/current/{formId}', { params: { path: { formId: FORM_ID } } }),
  },
  {
    operationId: 'getFormQuestion',
    name: 'first governance question',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/form-question', { params: { query: { axe: 2, question: 1 } } }),
  },
  {
    operationId: 'getFormQuestion',
    name: 'refuse an order beyond the axis (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => apiClient.GET('/form-question', { params: { query: { axe: 2, question: 9 } } }),
  },
  {
    operationId: 'getFormResponse',
    name: "the company's saved answer",
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.GET('/form-response/default/{formId}', {
        params: { path: { formId: FORM_ID }, query: { question: questionId(2, 1) } },
      }),
  },
  {
    operationId: 'getFormResponse',
    name: 'no answer to that question yet (400)',
    as: CLAIRE,
    expectStatus: 400,
    setup: async () => {
      const companyId = findUserByEmail(CLAIRE)?.companyId ?? 0;
      const formQuestionId = questionId(GOVERNANCE_FREE_TEXT.axe, GOVERNANCE_FREE_TEXT.order);
      db.formResponses.deleteMany((q) => q.where({ companyId, formQuestionId }));
    },
    call: () =>
      apiClient.GET('/form-response/default/{formId}', {
        params: {
          path: { formId: FORM_ID },
          query: { question: questionId(GOVERNANCE_FREE_TEXT.axe, GOVERNANCE_FREE_TEXT.order) },
        },
      }),
  },
  {
    operationId: 'saveFormResponses',
    name: 'save a rating',
    as: CLAIRE,
    expectStatus: 201,
    call: () =>
      apiClient.POST('/form-response/default/{formId}', {
        params: { path: { formId: FORM_ID } },
        body: { responses: [{ formQuestionId: questionId(2, 1), content: '3' }] },
      }),
  },
  {
    operationId: 'saveFormResponses',
    name: 'refuse a rating outside 1-4 (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.POST('/form-response/default/{formId}', {
        params: { path: { formId: FORM_ID } },
        body: { responses: [{ formQuestionId: questionId(2, 1), content: '5' }] },
      }),
  },
  {
    operationId: 'getAxisAvailability',
    name: 'governance is always available',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/form-axe/available/{axe}', { params: { path: { axe: 2 } } }),
  },
  {
    operationId: 'getAxisAvailability',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/form-axe/available/{axe}', { params: { path: { axe: 2 } } }),
  },
  {
    operationId: 'getAxisLength',
    name: 'number of governance questions',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/form-axe/len', { params: { query: { axe: 'gouvernance' } } }),
  },
  {
    operationId: 'getAxisLength',
    name: 'refuse an unknown axis name (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => apiClient.GET('/form-axe/len', { params: { query: { axe: 'climat' as 'gouvernance' } } }),
  },
];
