import { apiClient } from '../../../src/api';
import type { ContractCase } from '../harness';
import { CLAIRE, companyIdOf, otherCompanyMember } from '../personas';

export const cases: ContractCase[] = [
  {
    operationId: 'listUpcomingSolutions',
    name: 'upcoming deadlines of the company',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.GET('/users/solutions/{email}/upcoming-solutions', {
        params: { path: { email: CLAIRE }, query: { all: true } },
      }),
  },
  {
    operationId: 'listUpcomingSolutions',
    name: "refuse another company's deadlines (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () =>
      apiClient.GET('/users/solutions/{email}/upcoming-solutions', {
        params: { path: { email: otherCompanyMember() }, query: { all: true } },
      }),
  },
  {
    operationId: 'getSolutionStatusCount',
    name: 'actions by status',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/users/solutions/{email}/status-count', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'getSolutionStatusCount',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/users/solutions/{email}/status-count', { params: { path: { email: CLAIRE } } }),
  },
  {
    operationId: 'listValidatedSolutionsGrouped',
    name: 'achievements of the last six months, grouped',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.GET('/users/solutions/validated-grouped/{companyId}', {
        params: { path: { companyId: companyIdOf(CLAIRE) } },
      }),
  },
  {
    operationId: 'listValidatedSolutionsGrouped',
    name: 'serve a page of achievements, grouped, when asked (proposed paging)',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.GET('/users/solutions/validated-grouped/{companyId}', {
        params: { path: { companyId: companyIdOf(CLAIRE) }, query: { offset: 0, limit: 2 } },
      }),
  },
  {
    operationId: 'listValidatedSolutionsGrouped',
    name: 'refuse a negative offset (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.GET('/users/solutions/validated-grouped/{companyId}', {
        params: { path: { companyId: companyIdOf(CLAIRE) }, query: { offset: -1 } },
      }),
  },
  {
    operationId: 'listValidatedSolutionsGrouped',
    name: "refuse another company's achievements (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () =>
      apiClient.GET('/users/solutions/validated-grouped/{companyId}', {
        params: { path: { companyId: companyIdOf(otherCompanyMember()) } },
      }),
  },
];
