import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiClient, type Schemas } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { findCompanyByDomain, findCompanyById, findUserByEmail, pageIdsOfUser, presetPageIds } from '../db';

const CLAIRE = 'claire.martin@verdance.fr';
const LEA = 'lea.petit@verdance.fr';
const NINA = 'nina.roux@atelier-lumen.fr';
const PAUL = 'paul.girard@transports-azur.fr';
/** Main admin of another company (Cobalt Numérique). */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

const idOf = (email: string) => findUserByEmail(email)?.id ?? 0;
const companyIdOf = (email: string) => findUserByEmail(email)?.companyId ?? 0;

/** A company-creation request for the given user; tests override what they are about. */
function buildCompany(
  userId: number,
  overrides: Partial<Schemas['CreateCompanyRequest']> = {},
): Schemas['CreateCompanyRequest'] {
  return {
    userId,
    name: 'Atelier Lumen',
    position: 'Fondatrice',
    sector: 'Services',
    activity: 'Éclairage scénographique',
    website: 'https://atelier-lumen.fr',
    employeesNumber: 6,
    ...overrides,
  };
}

function buildAxes(overrides: Partial<Schemas['CompanyAxesRequest']> = {}): Schemas['CompanyAxesRequest'] {
  return {
    primary_axe: 'SOC',
    improvement_axe: 'BUIS',
    last_initiative: 'Bilan carbone de nos déplacements',
    expected_score: 'L3',
    ...overrides,
  };
}

const create = (body: Schemas['CreateCompanyRequest']) =>
  outcomeOf(() => apiClient.POST('/api/companies/add', { body }));
const lookUp = (domain: string) =>
  outcomeOf(() => apiClient.GET('/api/companies/list-domain', { params: { query: { domain } } }));

describe('findCompanyByDomain', () => {
  it("finds the company of the caller's own e-mail domain", async () => {
    await signInAs(PAUL);
    const company = findCompanyByDomain('transports-azur.fr');
    expect(await lookUp('transports-azur.fr')).toEqual({
      status: 200,
      body: {
        id: company?.id,
        name: company?.name,
        sector: company?.sector,
        activity: company?.activity,
        website: company?.website,
        employees_number: company?.employeesNumber,
      },
    });
  });

  it("answers 404 when no company has the caller's domain", async () => {
    await signInAs(NINA);
    expect(await lookUp('atelier-lumen.fr')).toMatchObject({
      status: 404,
      body: { message: 'Aucune entreprise ne correspond à ce domaine.' },
    });
  });

  it("refuses another domain (403) and a malformed one (400): no browsing of the platform's companies", async () => {
    await signInAs(PAUL);
    expect((await lookUp('verdance.fr')).status).toBe(403);
    expect((await lookUp('pas un domaine')).status).toBe(400);
  });
});

describe('createCompany', () => {
  it("creates the company of the caller's domain and makes them its main admin with every page", async () => {
    await signInAs(NINA);
    const outcome = await create(buildCompany(idOf(NINA)));
    expect(outcome).toMatchObject({
      status: 201,
      body: {
        name: 'Atelier Lumen',
        domain: 'atelier-lumen.fr',
        employees_number: 6,
        expected_score: null,
        primary_axe: null,
      },
    });
    const company = outcome.body as Schemas['Company'];
    expect(company.companyId).toBe(company.id);
    expect(findUserByEmail(NINA)).toMatchObject({
      companyId: company.id,
      position: 'Fondatrice',
      collaboratorRole: 'Administrateur principal',
      membershipRole: 'ADMIN',
    });
    expect(pageIdsOfUser(idOf(NINA))).toEqual(presetPageIds('Administrateur principal'));

    // A refreshed token carries the new companyId (the chat and the charts decode it).
    const refreshed = await outcomeOf(() => apiClient.POST('/api/auth/refresh'));
    expect(decodeJwt((refreshed.body as Schemas['RefreshResponse']).accessToken)).toMatchObject({
      companyId: company.id,
      role: 'Administrateur principal',
    });
  });

  it('refuses a domain that already has a company and a user who already has one (409)', async () => {
    await signInAs(PAUL);
    expect(await create(buildCompany(idOf(PAUL), { name: 'Azur Bis' }))).toMatchObject({
      status: 409,
      body: { message: 'Une entreprise existe déjà pour ce domaine.' },
    });
    await signInAs(CLAIRE);
    expect((await create(buildCompany(idOf(CLAIRE)))).status).toBe(409);
  });

  it('refuses creating for someone else (403) and invalid fields (400)', async () => {
    await signInAs(NINA);
    expect((await create(buildCompany(idOf(PAUL)))).status).toBe(403);
    expect((await create(buildCompany(idOf(NINA), { name: ' ' }))).status).toBe(400);
    expect((await create(buildCompany(idOf(NINA), { sector: 'Agriculture' as Schemas['Sector'] }))).status).toBe(400);
    expect((await create(buildCompany(idOf(NINA), { employeesNumber: 0 }))).status).toBe(400);
    expect((await create(buildCompany(idOf(NINA), { employeesNumber: 2.5 }))).status).toBe(400);
    expect(findCompanyByDomain('atelier-lumen.fr')).toBeUndefined();
  });
});

describe('getCompany and getCompanyAllData', () => {
  it("reads one's own company", async () => {
    await signInAs(LEA);
    const companyId = companyIdOf(LEA);
    const company = await outcomeOf(() =>
      apiClient.GET('/api/companies/{companyId}', { params: { path: { companyId } } }),
    );
    expect(company).toMatchObject({ status: 200, body: { id: companyId, domain: 'verdance.fr' } });
    const allData = await outcomeOf(() =>
      apiClient.GET('/company/all-data/{companyId}', { params: { path: { companyId } } }),
    );
    expect(allData).toEqual(company);
  });

  it("refuses another company's id and an unknown id alike (403)", async () => {
    await signInAs(LEA);
    for (const companyId of [companyIdOf(SARAH), 999]) {
      const company = await outcomeOf(() =>
        apiClient.GET('/api/companies/{companyId}', { params: { path: { companyId } } }),
      );
      const allData = await outcomeOf(() =>
        apiClient.GET('/company/all-data/{companyId}', { params: { path: { companyId } } }),
      );
      expect([company.status, allData.status]).toEqual([403, 403]);
    }
  });
});

describe('updateCompanyAxes', () => {
  const put = (companyId: number, body: Schemas['CompanyAxesRequest']) =>
    outcomeOf(() => apiClient.PUT('/api/companies/{companyId}/axes', { params: { path: { companyId } }, body }));

  it("stores the perception form of one's company", async () => {
    await signInAs(CLAIRE);
    const companyId = companyIdOf(CLAIRE);
    expect(await put(companyId, buildAxes())).toMatchObject({
      status: 200,
      body: {
        primary_axe: 'SOC',
        improvement_axe: 'BUIS',
        expected_score: 'L3',
        last_initiative: 'Bilan carbone de nos déplacements',
      },
    });
    expect(findCompanyById(companyId)).toMatchObject({
      primaryAxe: 'SOC',
      improvementAxe: 'BUIS',
      expectedScore: 'L3',
    });
  });

  it('refuses each missing answer with the message of its field (400)', async () => {
    await signInAs(CLAIRE);
    const companyId = companyIdOf(CLAIRE);
    const invalid = (value: string) => value as Schemas['AxisCode'] & Schemas['ScoreRangeCode'];
    const cases: Array<[Partial<Schemas['CompanyAxesRequest']>, string]> = [
      [{ primary_axe: invalid('') }, "Veuillez sélectionner l'axe le plus avancé."],
      [{ improvement_axe: invalid('AUTRE') }, "Veuillez sélectionner l'axe nécessitant le plus de progrès."],
      [{ last_initiative: '   ' }, "N'oubliez pas de remplir le champ ci-dessus !"],
      [{ expected_score: invalid('L5') }, 'Veuillez sélectionner une estimation de votre score.'],
    ];
    for (const [override, message] of cases) {
      expect(await put(companyId, buildAxes(override))).toMatchObject({ status: 400, body: { message } });
    }
  });

  it("refuses another company's axes (403) and leaves them untouched", async () => {
    await signInAs(CLAIRE);
    const other = companyIdOf(SARAH);
    const before = findCompanyById(other)?.primaryAxe;
    expect((await put(other, buildAxes({ primary_axe: before === 'ENV' ? 'GOUV' : 'ENV' }))).status).toBe(403);
    expect(findCompanyById(other)?.primaryAxe).toBe(before);
  });
});

describe('getEmployeesNumber', () => {
  const read = (email: string) =>
    outcomeOf(() => apiClient.GET('/company/employees-number/{email}', { params: { path: { email } } }));

  it("answers the head count of the company of a member of one's company, as a bare integer", async () => {
    await signInAs(CLAIRE);
    expect(await read(LEA)).toEqual({ status: 200, body: findCompanyById(companyIdOf(CLAIRE))?.employeesNumber });
  });

  it("refuses another company's member, an unknown address and a caller without company (403)", async () => {
    await signInAs(CLAIRE);
    expect((await read(SARAH)).status).toBe(403);
    expect((await read('personne@verdance.fr')).status).toBe(403);
    await signInAs(NINA);
    expect((await read(NINA)).status).toBe(403);
  });
});
