import { apiClient } from '../../../src/api';
import { presetPageIds } from '../../../mocks/db';
import type { ContractCase } from '../harness';
import { CLAIRE, HUGO, idOf, LEA, SARAH } from '../personas';

const invitation = {
  email: 'marc.lemoine@verdance.fr',
  role: 'Acteur' as const,
  name: 'Marc',
  surname: 'Lemoine',
  pages: presetPageIds('Acteur'),
};

export const cases: ContractCase[] = [
  // ── listCompanyCollaborators ──
  {
    operationId: 'listCompanyCollaborators',
    name: "list the caller's company",
    as: LEA,
    expectStatus: 200,
    call: () => apiClient.GET('/users/company/'),
  },
  {
    operationId: 'listCompanyCollaborators',
    name: 'serve a page when asked (proposed paging)',
    as: LEA,
    expectStatus: 200,
    call: () => apiClient.GET('/users/company/', { params: { query: { offset: 1, limit: 2 } } }),
  },
  {
    operationId: 'listCompanyCollaborators',
    name: 'refuse a page of 0 (400)',
    as: LEA,
    expectStatus: 400,
    call: () => apiClient.GET('/users/company/', { params: { query: { limit: 0 } } }),
  },
  {
    operationId: 'listCompanyCollaborators',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/users/company/'),
  },

  // ── addCollaborator ──
  {
    operationId: 'addCollaborator',
    name: 'invite an Acteur (201)',
    as: CLAIRE,
    expectStatus: 201,
    call: () => apiClient.POST('/users/add-collaborator', { body: invitation }),
  },
  {
    operationId: 'addCollaborator',
    name: 'refuse an Acteur (403)',
    as: LEA,
    expectStatus: 403,
    call: () => apiClient.POST('/users/add-collaborator', { body: invitation }),
  },
  {
    operationId: 'addCollaborator',
    name: 'refuse a secondary admin assigning Administrateur secondaire (403)',
    as: HUGO,
    expectStatus: 403,
    call: () =>
      apiClient.POST('/users/add-collaborator', { body: { ...invitation, role: 'Administrateur secondaire' } }),
  },
  {
    operationId: 'addCollaborator',
    name: 'refuse a malformed e-mail (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => apiClient.POST('/users/add-collaborator', { body: { ...invitation, email: 'marc.lemoine' } }),
  },
  {
    operationId: 'addCollaborator',
    name: 'refuse an address that has an account (409)',
    as: CLAIRE,
    expectStatus: 409,
    call: () => apiClient.POST('/users/add-collaborator', { body: { ...invitation, email: SARAH } }),
  },

  // ── updateCollaborator ──
  {
    operationId: 'updateCollaborator',
    name: "change a member's role and pages",
    as: CLAIRE,
    expectStatus: 200,
    call: () =>
      apiClient.PATCH('/users/update-collaborator', {
        body: { email: LEA, role: 'Administrateur secondaire', pages: [1, 2, 3] },
      }),
  },
  {
    operationId: 'updateCollaborator',
    name: "refuse another company's member (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.PATCH('/users/update-collaborator', { body: { email: SARAH, role: 'Acteur', pages: [] } }),
  },
  {
    operationId: 'updateCollaborator',
    name: 'answer 404 for an unknown address',
    as: CLAIRE,
    expectStatus: 404,
    call: () =>
      apiClient.PATCH('/users/update-collaborator', {
        body: { email: 'personne@verdance.fr', role: 'Acteur', pages: [] },
      }),
  },
  {
    operationId: 'updateCollaborator',
    name: 'refuse an unknown page (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => apiClient.PATCH('/users/update-collaborator', { body: { email: LEA, role: 'Acteur', pages: [99] } }),
  },

  // ── listPages ──
  {
    operationId: 'listPages',
    name: 'list the pages of Steer (softwareId 1)',
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/pages/all', { params: { query: { softwareId: 1 } } }),
  },
  {
    operationId: 'listPages',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/pages/all', { params: { query: { softwareId: 1 } } }),
  },

  // ── listUserPageAuthorizations ──
  {
    operationId: 'listUserPageAuthorizations',
    name: "read a colleague's page access",
    as: CLAIRE,
    expectStatus: 200,
    call: () => apiClient.GET('/page-authorization/user', { params: { query: { userId: idOf(LEA) } } }),
  },
  {
    operationId: 'listUserPageAuthorizations',
    name: "refuse another company's member (403)",
    as: CLAIRE,
    expectStatus: 403,
    call: () => apiClient.GET('/page-authorization/user', { params: { query: { userId: idOf(SARAH) } } }),
  },
];
