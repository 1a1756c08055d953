import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { db, findUserByEmail, loadDatabase, createMemoryStorage, saveDatabase } from '../db';
import { ACTEUR_READ_ONLY_MESSAGE, isCalendarDate } from './action-plan';

const CLAIRE = 'claire.martin@verdance.fr';
const LEA = 'lea.petit@verdance.fr';
/** Cobalt Numérique: questionnaire answered, not evaluated, no plan in the seed. */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

function companyIdOf(email: string): number {
  const companyId = findUserByEmail(email)?.companyId;
  if (companyId == null) throw new Error(`${email} n'a pas d'entreprise`);
  return companyId;
}

function leverOf(title: string) {
  const lever = db.levers.findFirst((q) => q.where({ content: title }));
  if (!lever) throw new Error(`Levier inconnu : ${title}`);
  return lever;
}

const BIODIVERSITY_LEVER = 'Signer une convention avec une association naturaliste locale';

async function addToPlan(email: string, leverId: number) {
  return outcomeOf(() =>
    apiClient.POST('/users/solutions/{email}/plan', { params: { path: { email } }, body: { leverId } }),
  );
}

describe('the action plan extensions', () => {
  it("lists every question once, in questionnaire order, with the company's answer or null", async () => {
    await signInAs(SARAH);
    const { status, body } = await outcomeOf(() =>
      apiClient.GET('/form-response/default/{formId}/all', { params: { path: { formId: 1 } } }),
    );
    expect(status).toBe(200);
    const answers = body as { axe: number; order: number; content: string | null }[];
    expect(answers).toHaveLength(27);
    expect(answers.map(({ axe, order }) => `${axe}.${order}`).slice(0, 3)).toEqual(['2.1', '2.2', '2.3']);
    const stored = db.formResponses.findMany((q) => q.where({ companyId: companyIdOf(SARAH) }));
    expect(answers.filter((answer) => answer.content !== null)).toHaveLength(stored.length);
  });

  it('answers 404 for another form than 1', async () => {
    await signInAs(CLAIRE);
    const { status } = await outcomeOf(() =>
      apiClient.GET('/form-response/default/{formId}/all', { params: { path: { formId: 2 } } }),
    );
    expect(status).toBe(404);
  });

  it("gives each lever the company's level, priority flag and planned action", async () => {
    await signInAs(CLAIRE);
    const { body } = await outcomeOf(() =>
      apiClient.GET('/users/solutions/{email}/levers', { params: { path: { email: CLAIRE } } }),
    );
    const levers = body as {
      content: string;
      currentLevel: number | null;
      isPriority: boolean;
      planSolutionId: number | null;
      kpiOptions: unknown[];
    }[];
    expect(levers.length).toBeGreaterThanOrEqual(46);
    const carbon = levers.find((lever) => lever.content === 'Réaliser un bilan carbone complet (scopes 1, 2 et 3)');
    expect(carbon).toMatchObject({ isPriority: true, currentLevel: 2 });
    expect(carbon?.kpiOptions).toHaveLength(3);
    const planned = db.solutions.findMany((q) => q.where({ companyId: companyIdOf(CLAIRE) }));
    expect(levers.filter((lever) => lever.planSolutionId !== null)).toHaveLength(
      planned.filter((solution) => solution.leverId !== null).length,
    );
  });

  it("gives each lever the points it would add, counted by the server's own scoring", async () => {
    await signInAs(CLAIRE);
    const { body } = await outcomeOf(() =>
      apiClient.GET('/users/solutions/{email}/levers', { params: { path: { email: CLAIRE } } }),
    );
    const levers = body as { axe: number; level: string; currentLevel: number | null; pointsToGain: number }[];
    // Environnement (axe 4) has five rated questions: a level is worth 25 / 20 = 1.25 points.
    for (const lever of levers.filter((candidate) => candidate.axe === 4)) {
      const steps = Math.max(0, Number(lever.level.slice(-1)) - (lever.currentLevel ?? 0));
      expect(lever.pointsToGain).toBeCloseTo(steps * 1.25);
    }
    expect(levers.some((lever) => lever.pointsToGain === 0)).toBe(true);
    expect(levers.some((lever) => lever.pointsToGain > 0)).toBe(true);
  });

  it('adds a lever once, as an action to carry out, and keeps it for the company only', async () => {
    await signInAs(SARAH);
    const lever = leverOf(BIODIVERSITY_LEVER);
    const first = await addToPlan(SARAH, lever.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'toRealize',
      deadline: null,
      group: 'Environnement',
      leverId: lever.id,
    });
    expect((await addToPlan(SARAH, lever.id)).status).toBe(409);
    expect((await addToPlan(SARAH, 99999)).status).toBe(404);

    await signInAs(CLAIRE);
    const solutionId = (first.body as { id: number }).id;
    const foreign = await outcomeOf(() =>
      apiClient.PATCH('/users/solutions/{email}/plan/{solutionId}', {
        params: { path: { email: CLAIRE, solutionId } },
        body: { status: 'validated' },
      }),
    );
    expect(foreign.status).toBe(404);
    expect(db.solutions.findFirst((q) => q.where({ id: solutionId }))?.status).toBe('toRealize');
  });

  it('validates every change and writes nothing when one field is wrong', async () => {
    await signInAs(SARAH);
    const { body } = await addToPlan(SARAH, leverOf(BIODIVERSITY_LEVER).id);
    const solutionId = (body as { id: number }).id;
    const patch = (change: Record<string, unknown>) =>
      outcomeOf(() =>
        apiClient.PATCH('/users/solutions/{email}/plan/{solutionId}', {
          params: { path: { email: SARAH, solutionId } },
          body: change,
        }),
      );
    const claireId = findUserByEmail(CLAIRE)?.id ?? 0;
    for (const [change, message] of [
      [{}, 'Aucune modification demandée.'],
      [{ status: 'done' }, 'Le statut doit valoir toRealize, inProgress ou validated.'],
      [{ status: 'inProgress', deadline: '15/01/2027' }, "L'échéance doit être une date valide au format AAAA-MM-JJ."],
      [{ assigneeId: claireId }, "Le responsable doit être un collaborateur de l'entreprise."],
      [{ kpiId: 1 }, "Ce KPI n'est pas proposé pour cette action."],
      [{ owner: 3 }, 'Champ inconnu : owner.'],
    ] as const) {
      const outcome = await patch(change);
      expect(outcome.status, JSON.stringify(change)).toBe(400);
      expect(outcome.body).toMatchObject({ statusCode: 400, message });
    }
    expect(db.solutions.findFirst((q) => q.where({ id: solutionId }))).toMatchObject({
      status: 'toRealize',
      deadline: null,
    });

    const ok = await patch({ status: 'inProgress', deadline: '2027-01-15', assigneeId: findUserByEmail(SARAH)?.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'inProgress', deadline: '2027-01-15', assignee: { email: SARAH } });
  });

  it("adds the company's own KPI, trims it, selects it, and reuses it when typed again", async () => {
    await signInAs(SARAH);
    const { body } = await addToPlan(SARAH, leverOf(BIODIVERSITY_LEVER).id);
    const solutionId = (body as { id: number }).id;
    const add = (content: string) =>
      outcomeOf(() =>
        apiClient.POST('/users/solutions/{email}/plan/{solutionId}/kpis', {
          params: { path: { email: SARAH, solutionId } },
          body: { label: content },
        }),
      );
    expect((await add('   ')).status).toBe(400);
    expect((await add('x'.repeat(161))).status).toBe(400);
    const created = await add('  Nichoirs installés  ');
    expect(created.status).toBe(201);
    const solution = created.body as { kpi: { id: number; content: string }; kpiOptions: unknown[] };
    expect(solution.kpi.content).toBe('Nichoirs installés');
    expect(solution.kpiOptions).toHaveLength(4);
    const again = (await add('nichoirs installés')).body as typeof solution;
    expect(again.kpi.id).toBe(solution.kpi.id);
    expect(again.kpiOptions).toHaveLength(4);
  });

  it('lets an Acteur read the plan but not change it', async () => {
    await signInAs(LEA);
    expect(
      (await outcomeOf(() => apiClient.GET('/users/solutions/{email}/plan', { params: { path: { email: LEA } } })))
        .status,
    ).toBe(200);
    const refused = await addToPlan(LEA, leverOf(BIODIVERSITY_LEVER).id);
    expect(refused).toMatchObject({ status: 403, body: { message: ACTEUR_READ_ONLY_MESSAGE } });
  });

  it('marks and unmarks a priority issue, which the dashboard then counts', async () => {
    await signInAs(SARAH);
    const question = db.formQuestions.findFirst((q) => q.where({ title: 'Biodiversité et écosystèmes' }));
    const questionId = question?.id ?? 0;
    const count = async () =>
      (await outcomeOf(() => apiClient.GET('/dashboard/likedQuestionsCount', { params: { query: { email: SARAH } } })))
        .body as { total: number; environnement: number };
    const before = await count();
    const params = { params: { path: { email: SARAH, questionId } } };
    expect(
      (await outcomeOf(() => apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', params))).status,
    ).toBe(200);
    // Idempotent: marking twice does not count twice.
    await outcomeOf(() => apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', params));
    expect(await count()).toMatchObject({ total: before.total + 1, environnement: before.environnement + 1 });
    await outcomeOf(() => apiClient.DELETE('/users/solutions/{email}/priority-issues/{questionId}', params));
    expect(await count()).toEqual(before);

    const freeText = db.formQuestions.findFirst((q) => q.where({ title: 'Vos pratiques environnementales' }))?.id ?? 0;
    const refused = await outcomeOf(() =>
      apiClient.PUT('/users/solutions/{email}/priority-issues/{questionId}', {
        params: { path: { email: SARAH, questionId: freeText } },
      }),
    );
    expect(refused.status).toBe(400);
  });

  it('keeps a new action across a reload of the stored data', async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    await signInAs(SARAH);
    const { body } = await addToPlan(SARAH, leverOf(BIODIVERSITY_LEVER).id);
    expect(await saveDatabase()).toBe(true);
    expect(JSON.stringify((await storage.readAll())?.data.solutions)).toContain(BIODIVERSITY_LEVER);
    await loadDatabase({ storage });
    expect(db.solutions.findFirst((q) => q.where({ id: (body as { id: number }).id }))?.content).toBe(
      BIODIVERSITY_LEVER,
    );
    await loadDatabase(); // detach the storage: the next tests run in memory
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2027-01-15')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('2027-1-5')).toBe(false);
  });
});
