import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { db, findUserByEmail, hashPassword, nextId } from '../db';
import { DEMO_PASSWORD } from '../seed/personas';
import { runEvaluation } from '../evaluation';

const CLAIRE = 'claire.martin@verdance.fr';
/** Cobalt Numérique: questionnaire answered, never evaluated, no score history, no liked questions. */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
/** Confirmed, no company yet. */
const NINA = 'nina.roux@atelier-lumen.fr';

function companyIdOf(email: string): number {
  const companyId = findUserByEmail(email)?.companyId;
  if (companyId == null) throw new Error(`${email} n'a pas d'entreprise`);
  return companyId;
}

/** A member of Cobalt other than Sarah: the dashboard addresses the company by any member's e-mail. */
function otherCobaltMember(): string {
  const member = db.users.all().find((user) => user.companyId === companyIdOf(SARAH) && user.email !== SARAH);
  if (!member) throw new Error('Cobalt Numérique sans second membre');
  return member.email;
}

/** The first instant (UTC) of the month `monthsAgo` months before the current one. */
function startOfMonthAgo(monthsAgo: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

async function addHistory(companyId: number, date: Date, score: number) {
  await db.scoreHistory.create({ id: nextId(db.scoreHistory), companyId, score, date: date.toISOString() });
}

const history = (duration: '3m' | '6m' | '1y', companyId: number) =>
  outcomeOf(() => apiClient.GET('/dashboard/scoreHistory', { params: { query: { duration, companyId } } }));

describe('GET /dashboard/scoreHistory', () => {
  async function seedHistory(companyId: number) {
    // Score = how many months ago, so the scores returned name the months kept.
    for (const monthsAgo of [0, 2, 4, 7, 11, 13]) await addHistory(companyId, startOfMonthAgo(monthsAgo), monthsAgo);
    // The last millisecond of the month just before a 3-month period: outside '3m', inside '6m'.
    await addHistory(companyId, new Date(startOfMonthAgo(2).getTime() - 1), 3);
  }

  it.each([
    ['3m', 3, [2, 0]],
    ['6m', 6, [4, 3, 2, 0]],
    ['1y', 12, [11, 7, 4, 3, 2, 0]],
  ] as const)('keeps the months of a %s period ending this month', async (duration, months, scores) => {
    const companyId = companyIdOf(SARAH);
    await seedHistory(companyId);
    await signInAs(SARAH);

    const { status, body } = await history(duration, companyId);

    expect(status).toBe(200);
    const returned = (body as { scores: Record<string, { score: number; date: string }[]> }).scores;
    const expectedKeys = Array.from({ length: months }, (_, index) => monthKey(startOfMonthAgo(months - 1 - index)));
    expect(Object.keys(returned)).toEqual(expectedKeys);
    expect(
      Object.values(returned)
        .flat()
        .map((entry) => entry.score),
    ).toEqual(scores);
    for (const [key, entries] of Object.entries(returned)) {
      for (const entry of entries) expect(entry.date.slice(0, 7)).toBe(key);
    }
  });

  it("answers only the caller's company entries", async () => {
    await addHistory(companyIdOf(CLAIRE), startOfMonthAgo(0), 99);
    await signInAs(SARAH);

    const { body } = await history('3m', companyIdOf(SARAH));

    expect(Object.values((body as { scores: Record<string, unknown[]> }).scores).flat()).toEqual([]);
  });

  it("refuses another company's id (403)", async () => {
    await signInAs(CLAIRE);

    const { status, body } = await history('6m', companyIdOf(SARAH));

    expect(status).toBe(403);
    expect(body).toMatchObject({ statusCode: 403 });
  });

  it('refuses an unknown duration or a malformed company id (400)', async () => {
    await signInAs(CLAIRE);
    const companyId = companyIdOf(CLAIRE);

    const badDuration = await history('2y' as '1y', companyId);
    const badCompany = await outcomeOf(() =>
      apiClient.GET('/dashboard/scoreHistory', {
        params: { query: { duration: '6m', companyId: 'abc' as unknown as number } },
      }),
    );

    expect(badDuration).toMatchObject({ status: 400, body: { message: 'La période doit valoir 3m, 6m ou 1y.' } });
    expect(badCompany.status).toBe(400);
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await history('6m', companyIdOf(CLAIRE))).status).toBe(401);
  });
});

describe('GET /results/{email}', () => {
  const results = (email: string) =>
    outcomeOf(() => apiClient.GET('/results/{email}', { params: { path: { email } } }));

  it('answers 404 before the first evaluation, then the evaluation results', async () => {
    await signInAs(SARAH);

    expect(await results(SARAH)).toEqual({
      status: 404,
      body: {
        statusCode: 404,
        message: "Aucune évaluation n'a encore été réalisée pour cette entreprise.",
        error: 'Not Found',
      },
    });

    const outcome = await runEvaluation(companyIdOf(SARAH));
    if (!outcome.ok) throw new Error(outcome.message);
    const { result, axe2Result, axe3Result, axe4Result, axe5Result } = outcome.results;

    expect(await results(otherCobaltMember())).toEqual({
      status: 200,
      body: { result, axe2Result, axe3Result, axe4Result, axe5Result },
    });
  });

  it("refuses another company's member (403), an unknown e-mail (404) and a caller without company (403)", async () => {
    await signInAs(CLAIRE);
    expect((await results(SARAH)).status).toBe(403);
    expect((await results('personne@inconnu.fr')).status).toBe(404);

    await signInAs(NINA);
    expect((await results(NINA)).status).toBe(403);
  });
});

describe('liked questions (priority issues)', () => {
  async function likeForCobalt() {
    const companyId = companyIdOf(SARAH);
    const liked = [
      { questionTitle: 'Stratégie', questionLevel: 2, axeName: 'Gouvernance' },
      { questionTitle: 'Transparence', questionLevel: 1, axeName: 'Gouvernance' },
      { questionTitle: 'Biodiversité et écosystèmes', questionLevel: 0, axeName: 'Environnement' },
    ] as const;
    for (const entry of liked) await db.likedQuestions.create({ id: nextId(db.likedQuestions), companyId, ...entry });
    return liked;
  }

  it("counts the company's liked questions, in total and per axis", async () => {
    await likeForCobalt();
    await signInAs(SARAH);

    const { status, body } = await outcomeOf(() =>
      apiClient.GET('/dashboard/likedQuestionsCount', { params: { query: { email: otherCobaltMember() } } }),
    );

    expect(status).toBe(200);
    expect(body).toEqual({ total: 3, gouvernance: 2, social: 0, environnement: 1, business: 0 });
  });

  it('lists them with title, level and axis', async () => {
    const liked = await likeForCobalt();
    await signInAs(SARAH);

    const { body } = await outcomeOf(() =>
      apiClient.GET('/dashboard/AlllikedQuestions', { params: { query: { email: SARAH } } }),
    );

    expect(body).toEqual(liked);
  });

  it("refuses another company's member (403)", async () => {
    await signInAs(SARAH);

    const count = await outcomeOf(() =>
      apiClient.GET('/dashboard/likedQuestionsCount', { params: { query: { email: CLAIRE } } }),
    );
    const list = await outcomeOf(() =>
      apiClient.GET('/dashboard/AlllikedQuestions', { params: { query: { email: CLAIRE } } }),
    );

    expect([count.status, list.status]).toEqual([403, 403]);
  });
});

describe('GET /users/count/{email}', () => {
  const count = (email: string) =>
    outcomeOf(() => apiClient.GET('/users/count/{email}', { params: { path: { email } } }));

  it("counts the company's users, newcomers included", async () => {
    const companyId = companyIdOf(SARAH);
    const before = db.users.findMany((q) => q.where({ companyId })).length;
    await db.users.create({
      id: nextId(db.users),
      email: 'nouvelle.recrue@cobalt-numerique.fr',
      password: await hashPassword(DEMO_PASSWORD),
      firstName: 'Nouvelle',
      lastName: 'Recrue',
      accountStatus: 'ACTIVE',
      companyId,
    });
    await signInAs(SARAH);

    expect(await count(SARAH)).toEqual({ status: 200, body: { totalUsers: before + 1 } });
  });

  it("refuses another company's member (403)", async () => {
    await signInAs(CLAIRE);

    expect((await count(SARAH)).status).toBe(403);
  });
});
