import { describe, expect, it } from 'vitest';
import { apiClient, type Schemas } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { collaboratorsOf, db, findUserByEmail, pageIdsOfUser, presetPageIds, type CollaboratorRole } from '../db';

const CLAIRE = 'claire.martin@verdance.fr';
const HUGO = 'hugo.bernard@verdance.fr';
const LEA = 'lea.petit@verdance.fr';
const NINA = 'nina.roux@atelier-lumen.fr';
/** Main admin of another company (Cobalt Numérique). */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

const idOf = (email: string) => findUserByEmail(email)?.id ?? 0;

/** An add-collaborator request; tests override what they are about. */
function buildCollaborator(
  overrides: Partial<Schemas['AddCollaboratorRequest']> = {},
): Schemas['AddCollaboratorRequest'] {
  return {
    email: 'marc.lemoine@verdance.fr',
    role: 'Acteur',
    name: 'Marc',
    surname: 'Lemoine',
    pages: presetPageIds('Acteur'),
    ...overrides,
  };
}

const add = (body: Schemas['AddCollaboratorRequest']) =>
  outcomeOf(() => apiClient.POST('/users/add-collaborator', { body }));
const update = (email: string, role: CollaboratorRole, pages: number[]) =>
  outcomeOf(() => apiClient.PATCH('/users/update-collaborator', { body: { email, role, pages } }));

describe('listCompanyCollaborators', () => {
  it("lists the caller's company only, sorted by 'name surname'", async () => {
    await signInAs(LEA);
    const outcome = await outcomeOf(() => apiClient.GET('/users/company/'));
    expect(outcome.status).toBe(200);
    const list = (outcome.body as Schemas['CollaboratorListResponse']).message;
    const companyId = findUserByEmail(LEA)?.companyId ?? 0;
    expect(list.map((entry) => entry.email)).toEqual(collaboratorsOf(companyId).map((user) => user.email));
    expect(list.every((entry) => entry.email.endsWith('@verdance.fr'))).toBe(true);
    expect(list.find((entry) => entry.email === CLAIRE)).toEqual({
      id: idOf(CLAIRE),
      name: 'Claire',
      surname: 'Martin',
      role: 'Administrateur principal',
      email: CLAIRE,
    });
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    const names = list.map((entry) => `${entry.name ?? ''} ${entry.surname ?? ''}`);
    expect([...names].sort(collator.compare)).toEqual(names);
  });

  it('refuses a user without company (403) and an anonymous call (401)', async () => {
    expect((await outcomeOf(() => apiClient.GET('/users/company/'))).status).toBe(401);
    await signInAs(NINA);
    expect((await outcomeOf(() => apiClient.GET('/users/company/'))).status).toBe(403);
  });
});

describe('addCollaborator', () => {
  it('creates a pending member with exactly the chosen pages and e-mails an invitation to choose a password', async () => {
    await signInAs(CLAIRE);
    const pages = [1, 4, 12];
    const outcome = await add(buildCollaborator({ role: 'Administrateur secondaire', pages }));
    expect(outcome).toEqual({
      status: 201,
      body: { success: true, message: 'Un nouveau collaborateur·rice·s a été ajouté !' },
    });

    const marc = findUserByEmail('marc.lemoine@verdance.fr');
    expect(marc).toMatchObject({
      companyId: findUserByEmail(CLAIRE)?.companyId,
      collaboratorRole: 'Administrateur secondaire',
      membershipRole: 'ADMIN',
      accountStatus: 'PENDING_VALIDATION',
      firstName: 'Marc',
    });
    expect(pageIdsOfUser(marc?.id ?? 0)).toEqual(pages);

    const invitation = db.outbox.findFirst((q) => q.where({ to: 'marc.lemoine@verdance.fr' }));
    expect(invitation?.link).toMatch(/^\/reset-password\/[\w-]{40,}$/);

    // The invited person chooses a password through the link, which confirms the address, then signs in.
    const token = invitation?.link.replace('/reset-password/', '') ?? '';
    const reset = await outcomeOf(() =>
      apiClient.POST('/api/users/reset-password/{token}', {
        params: { path: { token } },
        body: { newPassword: 'Bienvenue2026!' },
      }),
    );
    expect(reset.status).toBe(200);
    await signInAs('marc.lemoine@verdance.fr', 'Bienvenue2026!');
    const list = await outcomeOf(() => apiClient.GET('/users/company/'));
    expect((list.body as Schemas['CollaboratorListResponse']).message.map((entry) => entry.email)).toContain(CLAIRE);
  });

  it('lists a collaborator added without names with null names', async () => {
    await signInAs(CLAIRE);
    await add(buildCollaborator({ name: undefined, surname: undefined }));
    const list = await outcomeOf(() => apiClient.GET('/users/company/'));
    expect((list.body as Schemas['CollaboratorListResponse']).message).toContainEqual(
      expect.objectContaining({ email: 'marc.lemoine@verdance.fr', name: null, surname: null }),
    );
  });

  it('lets a secondary admin assign Acteur only', async () => {
    await signInAs(HUGO);
    expect((await add(buildCollaborator({ role: 'Administrateur secondaire' }))).status).toBe(403);
    expect(findUserByEmail('marc.lemoine@verdance.fr')).toBeUndefined();
    expect((await add(buildCollaborator({ role: 'Acteur' }))).status).toBe(201);
  });

  it('refuses an Acteur (403) and the role Administrateur principal for anyone (403)', async () => {
    await signInAs(LEA);
    expect((await add(buildCollaborator())).status).toBe(403);
    await signInAs(CLAIRE);
    expect((await add(buildCollaborator({ role: 'Administrateur principal' }))).status).toBe(403);
    expect(findUserByEmail('marc.lemoine@verdance.fr')).toBeUndefined();
  });

  it('refuses a malformed e-mail and unknown pages (400), and an address that has an account (409)', async () => {
    await signInAs(CLAIRE);
    expect(await add(buildCollaborator({ email: 'marc.lemoine' }))).toMatchObject({
      status: 400,
      body: { message: 'Veuillez saisir une adresse email valide' },
    });
    expect((await add(buildCollaborator({ pages: [1, 99] }))).status).toBe(400);
    expect((await add(buildCollaborator({ email: SARAH }))).status).toBe(409);
  });
});

describe('updateCollaborator', () => {
  it("sets a member's role and exactly the given pages", async () => {
    await signInAs(CLAIRE);
    const outcome = await update(LEA, 'Administrateur secondaire', [1, 2, 3]);
    expect(outcome).toEqual({ status: 200, body: { success: true, message: 'Changements validés' } });
    expect(findUserByEmail(LEA)).toMatchObject({
      collaboratorRole: 'Administrateur secondaire',
      membershipRole: 'ADMIN',
    });
    expect(pageIdsOfUser(idOf(LEA))).toEqual([1, 2, 3]);
  });

  it("refuses another company's member (403), an unknown address (404), oneself and the main admin (403)", async () => {
    await signInAs(CLAIRE);
    expect((await update(SARAH, 'Acteur', [])).status).toBe(403);
    expect(findUserByEmail(SARAH)?.collaboratorRole).toBe('Administrateur principal');
    expect((await update('personne@verdance.fr', 'Acteur', [])).status).toBe(404);
    expect((await update(CLAIRE, 'Acteur', [])).status).toBe(403);
    await signInAs(HUGO);
    expect((await update(CLAIRE, 'Acteur', [])).status).toBe(403);
    expect(findUserByEmail(CLAIRE)?.collaboratorRole).toBe('Administrateur principal');
  });

  it('lets a secondary admin manage Acteurs as Acteurs only', async () => {
    await signInAs(HUGO);
    expect((await update(LEA, 'Administrateur secondaire', [1])).status).toBe(403);
    expect((await update(LEA, 'Acteur', [4, 9])).status).toBe(200);
    expect(pageIdsOfUser(idOf(LEA))).toEqual([4, 9]);
  });

  it('refuses an Acteur (403)', async () => {
    await signInAs(LEA);
    expect((await update(HUGO, 'Acteur', [])).status).toBe(403);
  });
});

describe('pages and page authorizations', () => {
  it('lists the 12 pages of the software with positional ids', async () => {
    await signInAs(LEA);
    const outcome = await outcomeOf(() => apiClient.GET('/pages/all', { params: { query: { softwareId: 1 } } }));
    expect(outcome.status).toBe(200);
    const pages = outcome.body as Schemas['Page'][];
    expect(pages.map((page) => page.id)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(pages[3]).toEqual({ id: 4, name: "Plan d'actions", softwareId: 1 });
  });

  it('refuses another software (400) and an anonymous call (401)', async () => {
    expect((await outcomeOf(() => apiClient.GET('/pages/all', { params: { query: { softwareId: 1 } } }))).status).toBe(
      401,
    );
    await signInAs(LEA);
    expect((await outcomeOf(() => apiClient.GET('/pages/all', { params: { query: { softwareId: 2 } } }))).status).toBe(
      400,
    );
  });

  it("reads one's own and a colleague's page authorizations", async () => {
    await signInAs(CLAIRE);
    const outcome = await outcomeOf(() =>
      apiClient.GET('/page-authorization/user', { params: { query: { userId: idOf(LEA) } } }),
    );
    expect(outcome.status).toBe(200);
    const entries = (outcome.body as Schemas['PageAuthorizationListResponse']).message;
    expect(entries.map((entry) => entry.page.id)).toEqual(pageIdsOfUser(idOf(LEA)));
    expect(entries[0]?.page.name).toEqual(expect.any(String));
  });

  it("refuses another company's member and unknown ids alike (403)", async () => {
    await signInAs(CLAIRE);
    const read = (userId: number) =>
      outcomeOf(() => apiClient.GET('/page-authorization/user', { params: { query: { userId } } }));
    expect((await read(idOf(SARAH))).status).toBe(403);
    expect((await read(99_999)).status).toBe(403);
  });
});
