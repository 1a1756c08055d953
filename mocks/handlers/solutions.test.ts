import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { COMPASS_MARKER, db, findUserByEmail, nextId, type SolutionStatus } from '../db';
import { monthsBefore } from './solutions';

const CLAIRE = 'claire.martin@verdance.fr';
/** Cobalt Numérique has no action plan in the seed: every solution below is the test's own. */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

function companyIdOf(email: string): number {
  const companyId = findUserByEmail(email)?.companyId;
  if (companyId == null) throw new Error(`${email} n'a pas d'entreprise`);
  return companyId;
}

/** Local calendar date `days` from today, as the action plan stores deadlines. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

function monthsAgo(months: number): string {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date.toISOString();
}

interface SolutionInput {
  content: string;
  status?: SolutionStatus;
  deadline?: string | null;
  group?: string;
  level?: string;
  questionTitle?: string;
  updatedAt?: string;
  description?: string;
}

async function buildSolution(input: SolutionInput, companyId = companyIdOf(SARAH)) {
  return db.solutions.create({
    id: nextId(db.solutions),
    companyId,
    description: `<p>${COMPASS_MARKER} ${input.content}</p>`,
    group: 'Social',
    level: 'Niveau 1',
    questionTitle: 'Conditions de travail',
    ...input,
  });
}

const upcoming = (email: string, all?: boolean) =>
  outcomeOf(() =>
    apiClient.GET('/users/solutions/{email}/upcoming-solutions', {
      params: { path: { email }, query: all === undefined ? {} : { all } },
    }),
  );

describe('GET /users/solutions/{email}/upcoming-solutions', () => {
  async function buildPlan() {
    // Created out of order: the answer must sort them.
    await buildSolution({ content: 'Dans 45 jours', deadline: dayFromToday(45) });
    await buildSolution({ content: 'Dans 30 jours', deadline: dayFromToday(30), status: 'inProgress' });
    await buildSolution({ content: "Aujourd'hui", deadline: dayFromToday(0) });
    await buildSolution({ content: 'Dans 31 jours', deadline: dayFromToday(31) });
    await buildSolution({ content: 'Dans 3 jours', deadline: dayFromToday(3), status: 'inProgress' });
    await buildSolution({ content: 'Hier', deadline: dayFromToday(-1) });
    await buildSolution({ content: 'Validée, dans 5 jours', deadline: dayFromToday(5), status: 'validated' });
    await buildSolution({ content: 'Sans échéance', deadline: null });
  }

  const contents = (body: unknown) =>
    (body as { description: string }[]).map((entry) =>
      entry.description.replace(`<p>${COMPASS_MARKER} `, '').replace('</p>', ''),
    );

  it('with all=true: every open action due today or later, by deadline', async () => {
    await buildPlan();
    await signInAs(SARAH);

    const { status, body } = await upcoming(SARAH, true);

    expect(status).toBe(200);
    expect(contents(body)).toEqual(["Aujourd'hui", 'Dans 3 jours', 'Dans 30 jours', 'Dans 31 jours', 'Dans 45 jours']);
    const deadlines = (body as { deadline: string }[]).map((entry) => entry.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
  });

  it('without all=true: only the next 30 days', async () => {
    await buildPlan();
    await signInAs(SARAH);

    expect(contents((await upcoming(SARAH)).body)).toEqual(["Aujourd'hui", 'Dans 3 jours', 'Dans 30 jours']);
    expect(contents((await upcoming(SARAH, false)).body)).toEqual(["Aujourd'hui", 'Dans 3 jours', 'Dans 30 jours']);
  });

  it('sends the stored HTML description, compass marker included, with id and status', async () => {
    const solution = await buildSolution({
      content: 'Former les managers',
      deadline: dayFromToday(2),
      status: 'inProgress',
    });
    await signInAs(SARAH);

    expect((await upcoming(SARAH, true)).body).toEqual([
      {
        id: solution.id,
        deadline: dayFromToday(2),
        description: `<p>${COMPASS_MARKER} Former les managers</p>`,
        status: 'inProgress',
      },
    ]);
  });

  it("refuses another company's member (403)", async () => {
    await signInAs(SARAH);

    expect((await upcoming(CLAIRE, true)).status).toBe(403);
  });
});

describe('GET /users/solutions/{email}/status-count', () => {
  const statusCount = (email: string) =>
    outcomeOf(() => apiClient.GET('/users/solutions/{email}/status-count', { params: { path: { email } } }));

  it("counts the company's actions by status", async () => {
    for (const status of ['validated', 'validated', 'inProgress', 'toRealize', 'toRealize', 'toRealize'] as const) {
      await buildSolution({ content: `Action ${status}`, status });
    }
    await signInAs(SARAH);

    expect(await statusCount(SARAH)).toEqual({ status: 200, body: { validated: 2, inProgress: 1, toRealize: 3 } });
  });

  it("refuses another company's member (403)", async () => {
    await signInAs(CLAIRE);

    expect((await statusCount(SARAH)).status).toBe(403);
  });
});

describe('GET /users/solutions/validated-grouped/{companyId}', () => {
  const grouped = (companyId: number) =>
    outcomeOf(() =>
      apiClient.GET('/users/solutions/validated-grouped/{companyId}', { params: { path: { companyId } } }),
    );

  it('groups the validations of the last six months by axis then level, newest first', async () => {
    const older = monthsAgo(2);
    const newer = monthsAgo(1);
    const fiveMonths = monthsAgo(5);
    await buildSolution({ content: 'Charte télétravail', status: 'validated', level: 'Niveau 2', updatedAt: older });
    await buildSolution({ content: 'Baromètre social', status: 'validated', level: 'Niveau 2', updatedAt: newer });
    await buildSolution({
      content: "Raison d'être publiée",
      status: 'validated',
      group: 'Gouvernance',
      level: 'Niveau 1',
      questionTitle: "Raison d'être",
      updatedAt: fiveMonths,
    });
    await buildSolution({ content: 'Trop ancienne', status: 'validated', updatedAt: monthsAgo(7) });
    await buildSolution({ content: 'En cours', status: 'inProgress', updatedAt: newer });
    await signInAs(SARAH);

    const { status, body } = await grouped(companyIdOf(SARAH));

    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: {
        Social: {
          '2': [
            {
              solution: { content: 'Baromètre social', question: { title: 'Conditions de travail' } },
              updated_at: newer,
            },
            {
              solution: { content: 'Charte télétravail', question: { title: 'Conditions de travail' } },
              updated_at: older,
            },
          ],
        },
        Gouvernance: {
          '1': [
            {
              solution: { content: "Raison d'être publiée", question: { title: "Raison d'être" } },
              updated_at: fiveMonths,
            },
          ],
        },
      },
    });
  });

  it('answers an empty grouping when nothing was validated recently', async () => {
    await signInAs(SARAH);

    expect((await grouped(companyIdOf(SARAH))).body).toEqual({ success: true, message: {} });
  });

  it("refuses another company's id, or a malformed one (403)", async () => {
    await signInAs(SARAH);

    expect((await grouped(companyIdOf(CLAIRE))).status).toBe(403);
    expect((await grouped('abc' as unknown as number)).status).toBe(403);
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await grouped(companyIdOf(SARAH))).status).toBe(401);
  });
});

describe('monthsBefore', () => {
  it('stays within the target month when it is shorter (31 August − 6 months is the end of February)', () => {
    const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];
    expect(day(monthsBefore(new Date(2026, 7, 31, 12), 6))).toEqual([2026, 2, 28]);
    expect(day(monthsBefore(new Date(2028, 7, 31, 12), 6))).toEqual([2028, 2, 29]);
    expect(day(monthsBefore(new Date(2026, 2, 15, 12), 6))).toEqual([2025, 9, 15]);
  });
});
