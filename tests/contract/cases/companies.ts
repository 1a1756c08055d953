import { apiClient } from '../../../src/api';
import type { ContractCase } from '../harness';
import { CLAIRE, companyIdOf, idOf, LEA, NINA, PAUL, SARAH } from '../personas';

const newCompany = (userId: number) => ({
  userId,
  name: 'Atelier Lumen',
  position: 'Fondatrice',
  sector: 'Services' as const,
  activity: 'Éclairage scénographique',
  website: 'https://atelier-lumen.fr',
  employeesNumber: 6,
});

const axes = {
  primary_axe: 'SOC' as const,
  improvement_axe: 'BUIS' as const,
  last_initiative: 'Bilan carbone de nos déplacements',
  expected_score: 'L3' as const,
};

export const cases: ContractCase[] = [
  // ── findCompanyByDomain ──
  {
    operationId: 'findCompanyByDomain',
    name: 'find the company of the own e-mail domain',
    as: PAUL,
    expectStatus: 200,
    call: () => apiClient.GET('/api/companies/list-domain', { params: { query: { domain: 'transports-azur.fr' } } }),
  },
  {
    operationId: 'findCompanyByDomain',
    name: 'answer 404 when no company has the domain',
    as: NINA,
    expectStatus: 404,
    call: () => apiClient.GET('/api/companies/list-domain', { params: { query: { domain: 'atelier-lumen.fr' } } }),
  },
  {
    operationId: 'findCompanyByDomain',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/api/companies/list-domain', { params: { query: { domain: 'verdance.fr' } } }),
  },

  // ── createCompany ──
  {
    operationId: 'createCompany',
    name: 'create the company of the own domain (201)',
    as: NINA,
    expectStatus: 201,
    call: () => apiClient.POST('/api/companies/add', { body: newCompany(idOf(NINA)) }),
  },
  {
    operationId: 'createCompany',
    name: 'refuse an employee count under 1 (400)',
    as: NINA,
    expectStatus: 400,
    call: () => apiClient.POST('/api/companies/add', { body: { ...newCompany(idOf(NINA)), employeesNumber: 0 } }),
  },
  {
    operationId: 'createCompany',
    name: 'refuse a domain that already has a company (409)',
    as: PAUL,
    expectStatus: 409,
    call: () => apiClient.POST('/api/companies/add', { body: { ...newCompany(idOf(PAUL)), name: 'Azur Bis' } }),
  },

  // ── getCompany ──
  {
    operationId: 'getCompany',
    name: 'read the own company',
    as: LEA,
    expectStatus: 200,
    call: () => apiClient.GET('/api/companies/{companyId}', { params: { path: { companyId: companyIdOf(LEA) } } }),
  },
  {
    operationId: 'getCompany',
    name: 'refuse another company (403)',
    as: LEA,
    expectStatus: 403,
    call: () => apiClient.GET('/api/companies/{companyId}', { params: { path: { companyId: companyIdOf(SARAH) } } }),
  },

  // ── updateCompanyAxes ──
  {
    operationId: 'updateCompanyAxes',
    name: 'store the perception form of the own company',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.PUT('/api/companies/{companyId}/axes', {
        params: { path: { companyId: companyIdOf(CLAIRE) } },
        body: axes,
      }),
  },
  {
    operationId: 'updateCompanyAxes',
    name: 'refuse an empty last initiative (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.PUT('/api/companies/{companyId}/axes', {
        params: { path: { companyId: companyIdOf(CLAIRE) } },
        body: { ...axes, last_initiative: '  ' },
      }),
  },
  {
    operationId: 'updateCompanyAxes',
    name: "refuse another company's axes (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () =>
      apiClient.PUT('/api/companies/{companyId}/axes', {
        params: { path: { companyId: companyIdOf(SARAH) } },
        body: axes,
      }),
  },

  // ── getCompanyAllData ──
  {
    operationId: 'getCompanyAllData',
    name: 'read all data of the own company',
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.GET('/company/all-data/{companyId}', { params: { path: { companyId: companyIdOf(CLAIRE) } } }),
  },
  {
    operationId: 'getCompanyAllData',
    name: 'refuse another company (403)',
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/company/all-data/{companyId}', { params: { path: { companyId: companyIdOf(SARAH) } } }),
  },

  // ── getEmployeesNumber ──
  {
    operationId: 'getEmployeesNumber',
    name: "read the head count through a colleague's e-mail",
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/company/employees-number/{email}', { params: { path: { email: LEA } } }),
  },
  {
    operationId: 'getEmployeesNumber',
    name: "refuse another company's member (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/company/employees-number/{email}', { params: { path: { email: SARAH } } }),
  },
];
