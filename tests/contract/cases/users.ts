import { apiClient } from '../../../src/api';
import { findCompanyByDomain } from '../../../mocks/db';
import type { ContractCase } from '../harness';
import { ADMIN, CLAIRE, idOf, LEA, NINA, PAUL, SARAH } from '../personas';

function companyOfDomain(domain: string): number {
  const id = findCompanyByDomain(domain)?.id;
  if (id === undefined) throw new Error(`Aucune entreprise pour ${domain} dans le jeu de données`);
  return id;
}

const profile = (email: string) => ({
  email,
  name: 'Léa',
  surname: 'Petit',
  work: 'Communication',
  role: 'Acteur' as const,
});

export const cases: ContractCase[] = [
  // ── listAllUsers ──
  {
    operationId: 'listAllUsers',
    name: 'list every user for the platform admin',
    as: ADMIN,
    expectStatus: 200,
    call: () => apiClient.POST('/api/users/all', { body: { requesterId: idOf(ADMIN) } }),
  },
  {
    operationId: 'listAllUsers',
    name: 'serve a page of users when asked (proposed paging)',
    as: ADMIN,
    expectStatus: 200,
    call: () =>
      apiClient.POST('/api/users/all', {
        params: { query: { offset: 25, limit: 25 } },
        body: { requesterId: idOf(ADMIN) },
      }),
  },
  {
    operationId: 'listAllUsers',
    name: 'refuse a limit that is not a whole number (400)',
    as: ADMIN,
    expectStatus: 400,
    call: () =>
      apiClient.POST('/api/users/all', {
        params: { query: { limit: 2.5 } },
        body: { requesterId: idOf(ADMIN) },
      }),
  },
  {
    operationId: 'listAllUsers',
    name: 'refuse a company admin (403)',
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.POST('/api/users/all', { body: { requesterId: idOf(CLAIRE) } }),
  },
  {
    operationId: 'listAllUsers',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.POST('/api/users/all', { body: { requesterId: 1 } }),
  },

  // ── getUser ──
  {
    operationId: 'getUser',
    name: 'read a member of the own company',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/api/users/{id}', { params: { path: { id: idOf(LEA) } } }),
  },
  {
    operationId: 'getUser',
    name: "refuse another company's member (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/api/users/{id}', { params: { path: { id: idOf(SARAH) } } }),
  },
  {
    operationId: 'getUser',
    name: 'answer 404 for an unknown id',
    as: CLAIRE,
    expectStatus: 404,
    call: () => apiClient.GET('/api/users/{id}', { params: { path: { id: 99_999 } } }),
  },

  // ── joinCompany ──
  {
    operationId: 'joinCompany',
    name: 'join the company of the own e-mail domain',
    as: PAUL,
    expectStatus: 200,
    call: () =>
      apiClient.PUT('/api/users/{id}', {
        params: { path: { id: idOf(PAUL) } },
        body: {
          userId: idOf(PAUL),
          companyId: companyOfDomain('transports-azur.fr'),
          position: 'Chef de quai',
          role: 'MEMBER',
        },
      }),
  },
  {
    operationId: 'joinCompany',
    name: 'refuse a company of another domain (403)',
    as: NINA,
    expectStatus: 403,
    call: () =>
      apiClient.PUT('/api/users/{id}', {
        params: { path: { id: idOf(NINA) } },
        body: {
          userId: idOf(NINA),
          companyId: companyOfDomain('transports-azur.fr'),
          position: 'Graphiste',
          role: 'MEMBER',
        },
      }),
  },
  {
    operationId: 'joinCompany',
    name: 'refuse a user who already has a company (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () =>
      apiClient.PUT('/api/users/{id}', {
        params: { path: { id: idOf(CLAIRE) } },
        body: { userId: idOf(CLAIRE), companyId: companyOfDomain('verdance.fr'), position: 'DG', role: 'MEMBER' },
      }),
  },

  // ── changePassword ──
  {
    operationId: 'changePassword',
    name: 'change the own password',
    as: LEA,
    expectStatus: 200,
    call: () =>
      apiClient.PATCH('/users/{email}/password', {
        params: { path: { email: LEA } },
        body: { currentPassword: 'Steer2026!', newPassword: 'Nouveau2026!' },
      }),
  },
  {
    operationId: 'changePassword',
    name: 'refuse a wrong current password (400)',
    as: LEA,
    expectStatus: 400,
    call: () =>
      apiClient.PATCH('/users/{email}/password', {
        params: { path: { email: LEA } },
        body: { currentPassword: 'Faux2026!', newPassword: 'Nouveau2026!' },
      }),
  },
  {
    operationId: 'changePassword',
    name: "refuse someone else's account (403)",
    as: LEA,
    expectStatus: 403,
    call: () =>
      apiClient.PATCH('/users/{email}/password', {
        params: { path: { email: CLAIRE } },
        body: { currentPassword: 'Steer2026!', newPassword: 'Nouveau2026!' },
      }),
  },

  // ── updateProfile ──
  {
    operationId: 'updateProfile',
    name: 'update the own profile',
    as: LEA,
    expectStatus: 200,
    call: () => apiClient.PATCH('/users/{email}', { params: { path: { email: LEA } }, body: profile(LEA) }),
  },
  {
    operationId: 'updateProfile',
    name: 'refuse a self-granted role (403)',
    as: LEA,
    expectStatus: 403,
    call: () =>
      apiClient.PATCH('/users/{email}', {
        params: { path: { email: LEA } },
        body: { ...profile(LEA), role: 'Administrateur principal' },
      }),
  },
  {
    operationId: 'updateProfile',
    name: 'refuse a malformed e-mail (400)',
    as: LEA,
    expectStatus: 400,
    call: () =>
      apiClient.PATCH('/users/{email}', { params: { path: { email: LEA } }, body: profile('pas-une-adresse') }),
  },
];
