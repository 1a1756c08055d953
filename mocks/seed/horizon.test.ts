import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { signInAs } from '../../tests/contract/harness';
import { db, findUserByEmail, resetDatabase, verifyPassword } from '../db';
import { recordSchemas } from '../db/schema';
import { buildHorizon, HORIZON_SIZE, type HorizonData, type HorizonInput } from './horizon';
import { DEMO_PASSWORD, HORIZON_EMAIL, seedSnapshot } from './index';

const input = (): HorizonInput => ({
  day: new Date('2026-11-20T09:00:00.000Z'),
  firstIds: {
    users: 100,
    companies: 20,
    pageAuthorizations: 1000,
    formResponses: 500,
    scoreHistory: 100,
    likedQuestions: 50,
    solutions: 100,
    chatMessages: 50,
    companyDocuments: 1,
    surveys: 5,
    surveyResponses: 100,
  },
  passwordHash: seedSnapshot.users[0]!.password,
  questions: seedSnapshot.formQuestions,
  levers: seedSnapshot.levers,
  kpiOptions: seedSnapshot.kpiOptions,
});

const horizon: HorizonData = await buildHorizon(input());
const company = horizon.companies.find((candidate) => candidate.name === 'Groupe Horizon')!;

describe('Groupe Horizon (issue 34)', () => {
  it('is the same whenever it is built for the same day and store', async () => {
    expect(await buildHorizon(input())).toEqual(horizon);
  });

  it("matches the store's schemas, with unique ids, e-mails and domains", () => {
    for (const [name, records] of Object.entries(horizon) as [keyof HorizonData, object[]][]) {
      for (const record of records) expect(recordSchemas[name].safeParse(record).success, name).toBe(true);
    }
    const emails = horizon.users.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(horizon.users.map((user) => user.id)).size).toBe(emails.length);
    const domains = horizon.companies.map((candidate) => candidate.domain);
    expect(new Set(domains).size).toBe(domains.length);
    expect(horizon.users.some((user) => seedSnapshot.users.some((seeded) => seeded.email === user.email))).toBe(false);
  });

  it('has 2,400 collaborators led by direction@groupe-horizon.fr, and puts the platform above 12,000 users', () => {
    const staff = horizon.users.filter((user) => user.companyId === company.id);
    expect(staff).toHaveLength(HORIZON_SIZE.collaborators);
    expect(staff.find((user) => user.email === HORIZON_EMAIL)).toMatchObject({
      collaboratorRole: 'Administrateur principal',
      accountStatus: 'ACTIVE',
    });
    expect(horizon.users.length + seedSnapshot.users.length).toBeGreaterThanOrEqual(12_000);
    expect(horizon.companies.length + seedSnapshot.companies.length).toBeGreaterThanOrEqual(400);
  });

  it('has its diagnosis answered, eight years of monthly scores, and every lever planned with owner, deadline, KPI', () => {
    expect(horizon.formResponses.filter((response) => response.companyId === company.id)).toHaveLength(
      seedSnapshot.formQuestions.length,
    );
    const history = horizon.scoreHistory.filter((entry) => entry.companyId === company.id);
    expect(history).toHaveLength(96);
    expect(new Set(history.map((entry) => entry.date.slice(0, 7))).size).toBe(96);
    const planned = horizon.solutions.filter((solution) => solution.leverId !== null);
    expect(planned.map((solution) => solution.leverId).sort((a, b) => a! - b!)).toEqual(
      seedSnapshot.levers.map((lever) => lever.id),
    );
    for (const solution of planned) {
      expect(solution.assigneeId).not.toBeNull();
      expect(solution.deadline).not.toBeNull();
      const hasOptions = seedSnapshot.kpiOptions.some((option) => option.leverId === solution.leverId);
      if (hasOptions) expect(solution.kpiId).not.toBeNull();
    }
  });

  it('has 400 achievements, 500 documents, 2,000 survey answers with 600 comments and a chat of 2,000 messages', () => {
    const achievements = horizon.solutions.filter((solution) => solution.leverId === null);
    expect(achievements).toHaveLength(400);
    expect(achievements.every((solution) => solution.status === 'validated')).toBe(true);
    expect(horizon.companyDocuments).toHaveLength(500);
    expect(horizon.surveyResponses).toHaveLength(2000);
    const comments = horizon.surveyResponses.filter((response) =>
      response.answers.some((answer) => answer.questionId === 'q10'),
    );
    expect(comments).toHaveLength(600);
    expect(horizon.chatMessages.filter((message) => message.ticketId === company.id)).toHaveLength(2000);
  });
});

describe('building Horizon on demand', () => {
  afterAll(() => resetDatabase());

  it("is not in the default demo, and is built at its director's first sign-in", async () => {
    await resetDatabase();
    expect(findUserByEmail(HORIZON_EMAIL)).toBeUndefined();
    await signInAs(HORIZON_EMAIL);
    const director = findUserByEmail(HORIZON_EMAIL);
    expect(director).toBeDefined();
    await expect(verifyPassword(DEMO_PASSWORD, director!.password)).resolves.toBe(true);
    expect(db.users.count()).toBeGreaterThanOrEqual(12_000);
    expect(db.users.count((q) => q.where({ companyId: director!.companyId }))).toBe(2400);
    const { data } = await apiClient.GET('/users/count/{email}', { params: { path: { email: HORIZON_EMAIL } } });
    expect(data).toBeDefined();
  });
});
