import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { findCompanyByDomain, findUserByEmail, pageIdsOfUser, presetPageIds, verifyPassword } from '../db';
import { DEMO_PASSWORD } from '../seed/personas';

const ADMIN = 'admin@steer.fr';
const CLAIRE = 'claire.martin@verdance.fr';
const LEA = 'lea.petit@verdance.fr';
const PAUL = 'paul.girard@transports-azur.fr';
const NINA = 'nina.roux@atelier-lumen.fr';
/** Main admin of another company (Cobalt Numérique). */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

const idOf = (email: string) => findUserByEmail(email)?.id ?? 0;
/** The seeded company of Paul's e-mail domain. */
const transportsAzur = () => findCompanyByDomain('transports-azur.fr')?.id ?? 0;
const verdance = () => findCompanyByDomain('verdance.fr')?.id ?? 0;

describe('listAllUsers (admin panel)', () => {
  it('lists every user, sorted by last name, for the platform admin', async () => {
    await signInAs(ADMIN);
    const outcome = await outcomeOf(() => apiClient.POST('/api/users/all', { body: { requesterId: idOf(ADMIN) } }));
    expect(outcome.status).toBe(200);
    const users = outcome.body as Array<{ lastName: string; email: string; role: string; planAccess: unknown[] }>;
    expect(users.length).toBeGreaterThan(60);
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    const lastNames = users.map((user) => user.lastName);
    expect([...lastNames].sort(collator.compare)).toEqual(lastNames);
    expect(users.find((user) => user.email === CLAIRE)).toMatchObject({ role: 'ADMIN', planAccess: expect.any(Array) });
    expect(users.find((user) => user.email === LEA)?.role).toBe('MEMBER');
  });

  it('refuses a company admin (403), a requesterId that is not the caller (403) and an anonymous call (401)', async () => {
    await signInAs(CLAIRE);
    expect(
      (await outcomeOf(() => apiClient.POST('/api/users/all', { body: { requesterId: idOf(CLAIRE) } }))).status,
    ).toBe(403);
    await signInAs(ADMIN);
    expect(
      (await outcomeOf(() => apiClient.POST('/api/users/all', { body: { requesterId: idOf(CLAIRE) } }))).status,
    ).toBe(403);
    window.sessionStorage.clear();
    expect((await outcomeOf(() => apiClient.POST('/api/users/all', { body: { requesterId: 1 } }))).status).toBe(401);
  });
});

describe('getUser', () => {
  const getUser = (id: number) => outcomeOf(() => apiClient.GET('/api/users/{id}', { params: { path: { id } } }));

  it("reads oneself and a member of one's company", async () => {
    await signInAs(CLAIRE);
    expect(await getUser(idOf(CLAIRE))).toMatchObject({ status: 200, body: { email: CLAIRE, companyId: verdance() } });
    expect(await getUser(idOf(LEA))).toMatchObject({ status: 200, body: { email: LEA, role: 'Acteur' } });
  });

  it("refuses another company's member (403) and answers 404 for an unknown id", async () => {
    await signInAs(CLAIRE);
    expect((await getUser(idOf(SARAH))).status).toBe(403);
    expect((await getUser(99_999)).status).toBe(404);
  });

  it('refuses everyone but oneself to a user without company', async () => {
    await signInAs(NINA);
    expect((await getUser(idOf(NINA))).status).toBe(200);
    expect((await getUser(idOf(PAUL))).status).toBe(403);
  });
});

describe('joinCompany', () => {
  const join = (id: number, body: { userId: number; companyId: number; position: string; role: 'MEMBER' }) =>
    outcomeOf(() => apiClient.PUT('/api/users/{id}', { params: { path: { id } }, body }));

  it('attaches the caller to the company of their e-mail domain as an Acteur MEMBER', async () => {
    await signInAs(PAUL);
    const paul = idOf(PAUL);
    const outcome = await join(paul, {
      userId: paul,
      companyId: transportsAzur(),
      position: 'Chef de quai',
      role: 'MEMBER',
    });
    expect(outcome).toMatchObject({
      status: 200,
      body: {
        success: true,
        user: {
          email: PAUL,
          companyId: transportsAzur(),
          work: 'Chef de quai',
          role: 'Acteur',
          company: { id: transportsAzur() },
        },
      },
    });
    expect(findUserByEmail(PAUL)).toMatchObject({ membershipRole: 'MEMBER', collaboratorRole: 'Acteur' });
    expect(pageIdsOfUser(paul)).toEqual(presetPageIds('Acteur'));
  });

  it('refuses a company of another domain (403) and acting for someone else (403)', async () => {
    await signInAs(NINA);
    const nina = idOf(NINA);
    expect(
      (await join(nina, { userId: nina, companyId: transportsAzur(), position: 'Graphiste', role: 'MEMBER' })).status,
    ).toBe(403);
    const paul = idOf(PAUL);
    expect(
      (await join(paul, { userId: paul, companyId: transportsAzur(), position: 'Graphiste', role: 'MEMBER' })).status,
    ).toBe(403);
    expect(findUserByEmail(PAUL)?.companyId).toBeNull();
    expect(findUserByEmail(NINA)?.companyId).toBeNull();
  });

  it('refuses a user who already has a company, an empty position (400) and an unknown company (404)', async () => {
    await signInAs(CLAIRE);
    const claire = idOf(CLAIRE);
    expect((await join(claire, { userId: claire, companyId: verdance(), position: 'DG', role: 'MEMBER' })).status).toBe(
      400,
    );
    await signInAs(PAUL);
    const paul = idOf(PAUL);
    expect(
      (await join(paul, { userId: paul, companyId: transportsAzur(), position: '  ', role: 'MEMBER' })).status,
    ).toBe(400);
    expect((await join(paul, { userId: paul, companyId: 999, position: 'Chef de quai', role: 'MEMBER' })).status).toBe(
      404,
    );
  });
});

describe('changePassword', () => {
  const change = (email: string, currentPassword: string, newPassword: string) =>
    outcomeOf(() =>
      apiClient.PATCH('/users/{email}/password', {
        params: { path: { email } },
        body: { currentPassword, newPassword },
      }),
    );

  it("changes one's own password; the new one signs in", async () => {
    await signInAs(LEA);
    expect(await change(LEA, DEMO_PASSWORD, 'Nouveau2026!')).toMatchObject({ status: 200, body: { success: true } });
    await expect(verifyPassword('Nouveau2026!', findUserByEmail(LEA)!.password)).resolves.toBe(true);
    await expect(signInAs(LEA, 'Nouveau2026!')).resolves.toBeUndefined();
  });

  it("refuses a wrong current password and a weak new one (400), and someone else's account (403)", async () => {
    await signInAs(LEA);
    expect(await change(LEA, 'Faux2026!', 'Nouveau2026!')).toMatchObject({
      status: 400,
      body: { message: 'Le mot de passe actuel est incorrect.' },
    });
    expect(await change(LEA, DEMO_PASSWORD, 'court')).toMatchObject({
      status: 400,
      body: {
        message:
          'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
      },
    });
    expect((await change(CLAIRE, DEMO_PASSWORD, 'Nouveau2026!')).status).toBe(403);
    await expect(verifyPassword(DEMO_PASSWORD, findUserByEmail(CLAIRE)!.password)).resolves.toBe(true);
  });
});

describe('updateProfile', () => {
  const update = (
    email: string,
    body: {
      email: string;
      name: string;
      surname: string;
      work: string;
      role?: 'Acteur' | 'Administrateur principal' | 'Administrateur secondaire';
    },
  ) => outcomeOf(() => apiClient.PATCH('/users/{email}', { params: { path: { email } }, body }));

  it("updates one's own names and job title", async () => {
    await signInAs(LEA);
    const outcome = await update(LEA, {
      email: LEA,
      name: 'Léa',
      surname: 'Petit-Roy',
      work: 'Responsable communication',
      role: 'Acteur',
    });
    expect(outcome).toMatchObject({
      status: 200,
      body: { success: true, user: { surname: 'Petit-Roy', work: 'Responsable communication', role: 'Acteur' } },
    });
    expect(findUserByEmail(LEA)).toMatchObject({ lastName: 'Petit-Roy', position: 'Responsable communication' });
  });

  it('takes a profile without a role, which the contract makes optional, and keeps the role', async () => {
    await signInAs(LEA);
    const outcome = await update(LEA, { email: LEA, name: 'Léa', surname: 'Petit', work: 'Chargée de communication' });
    expect(outcome).toMatchObject({
      status: 200,
      body: { user: { work: 'Chargée de communication', role: 'Acteur' } },
    });
    expect(findUserByEmail(LEA)?.collaboratorRole).toBe('Acteur');
  });

  it("refuses someone else's profile and a self-granted role (403), and an e-mail change (400)", async () => {
    await signInAs(LEA);
    const body = { email: LEA, name: 'Léa', surname: 'Petit', work: 'Communication', role: 'Acteur' as const };
    expect((await update(CLAIRE, { ...body, email: CLAIRE })).status).toBe(403);
    expect((await update(LEA, { ...body, role: 'Administrateur principal' })).status).toBe(403);
    expect(findUserByEmail(LEA)?.collaboratorRole).toBe('Acteur');
    expect((await update(LEA, { ...body, email: 'lea@ailleurs.fr' })).status).toBe(400);
    expect((await update(LEA, { ...body, email: 'pas-une-adresse' })).status).toBe(400);
  });
});
