import { apiClient } from '../../../src/api';
import type { ContractCase } from '../harness';
import { CLAIRE, companyIdOf, otherCompanyMember, SARAH } from '../personas';

export const cases: ContractCase[] = [
  {
    operationId: 'getScoreHistory',
    name: 'score history of the own company over 6 months',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.GET('/dashboard/scoreHistory', {
        params: { query: { duration: '6m', companyId: companyIdOf(CLAIRE) } },
      }),
  },
  {
    operationId: 'getScoreHistory',
    name: "refuse another company's history (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () =>
      apiClient.GET('/dashboard/scoreHistory', {
        params: { query: { duration: '1y', companyId: companyIdOf(otherCompanyMember()) } },
      }),
  },
  {
    operationId: 'getScoreHistory',
    name: 'refuse an unknown duration (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.GET('/dashboard/scoreHistory', {
        params: { query: { duration: '2y' as '1y', companyId: companyIdOf(CLAIRE) } },
      }),
  },
  {
    operationId: 'getLikedQuestionsCount',
    name: 'counts of the priority issues',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/dashboard/likedQuestionsCount', { params: { query: { email: CLAIRE } } }),
  },
  {
    operationId: 'getLikedQuestionsCount',
    name: "refuse another company's member (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/dashboard/likedQuestionsCount', { params: { query: { email: otherCompanyMember() } } }),
  },
  {
    operationId: 'listLikedQuestions',
    name: 'list of the priority issues',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/dashboard/AlllikedQuestions', { params: { query: { email: CLAIRE } } }),
  },
  {
    operationId: 'listLikedQuestions',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/dashboard/AlllikedQuestions', { params: { query: { email: CLAIRE } } }),
  },
  {
    operationId: 'getScoreResults',
    name: 'latest results of the evaluated company',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/results/{email}', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'getScoreResults',
    name: 'no evaluation yet (404)',
    as: SARAH,
    expectStatus: 404,
    call: () => apiClient.GET('/results/{email}', { params: { path: { email: SARAH } } }),
  },
  {
    operationId: 'getScoreResults',
    name: "refuse another company's results (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/results/{email}', { params: { path: { email: otherCompanyMember() } } }),
  },
  {
    operationId: 'getUserCount',
    name: 'number of collaborators',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/users/count/{email}', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'getUserCount',
    name: "refuse another company's count (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/users/count/{email}', { params: { path: { email: otherCompanyMember() } } }),
  },
];
