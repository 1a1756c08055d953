import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACTEUR_PAGE_NAMES,
  COMPASS_MARKER,
  COPILOT_AUTHOR,
  DIAGNOSIS_AXES,
  SECTORS,
  SOLUTION_STATUSES,
  computeScores,
  databaseSnapshotSchema,
  presetPageIds,
  type DatabaseSnapshot,
} from '../db';
import { PASSWORD_HASH_PATTERN, verifyPassword } from '../db/passwords';
import { MAIN_COMPANY_DOMAIN, buildSeed } from './build-seed';
import { SEED_REFERENCE_DATE } from './constants';
import { DEMO_PASSWORD, DEMO_PERSONAS as ALL_PERSONAS, seedSnapshot } from './index';

/** The personas the seed holds (Groupe Horizon's are built at its first sign-in: horizon.test.ts). */
const DEMO_PERSONAS = ALL_PERSONAS.filter((persona) => !persona.builtOnDemand);

const seed: DatabaseSnapshot = seedSnapshot;
const REF = Date.parse(SEED_REFERENCE_DATE);
const DAY = 24 * 60 * 60 * 1000;

const company = (domain: string) => {
  const found = seed.companies.find((candidate) => candidate.domain === domain);
  if (!found) throw new Error(`no company ${domain}`);
  return found;
};
const user = (email: string) => {
  const found = seed.users.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found;
};
const ofCompany = <T extends { companyId: number | null }>(records: T[], companyId: number) =>
  records.filter((record) => record.companyId === companyId);

describe('generation', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(buildSeed()));
  });

  it('seed.json is up to date with the generator (run `npx tsx scripts/generate-seed.ts`)', () => {
    expect(JSON.parse(JSON.stringify(buildSeed()))).toEqual(seed);
  });

  it('matches the store schemas and stays small', () => {
    expect(databaseSnapshotSchema.safeParse(seed).success).toBe(true);
    const bytes = readFileSync(join(import.meta.dirname, 'seed.json')).length;
    expect(bytes).toBeLessThan(300 * 1024);
  });

  it('keeps faker out of the modules the browser loads', () => {
    // Paths from this file's folder (Vite rewrites `new URL(..., import.meta.url)` into asset URLs).
    const read = (relative: string) => readFileSync(join(import.meta.dirname, relative), 'utf8');
    const dbDir = join(import.meta.dirname, '../db');
    const browserModules = [
      ...readdirSync(dbDir)
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `../db/${name}`),
      './index.ts',
      './personas.ts',
      './constants.ts',
      './content.ts',
    ];
    const importsGenerator = /(from|import)\s*\(?\s*['"][^'"]*(@faker-js|build-seed)/;
    for (const module of browserModules) expect(read(module), module).not.toMatch(importsGenerator);
  });

  it('dates nothing after the reference date except deadlines and token expiries', () => {
    const timestamps = [
      ...seed.users.map((record) => record.createdAt),
      ...seed.companies.map((record) => record.createdAt),
      ...seed.formResponses.map((record) => record.updatedAt),
      ...seed.scoreResults.map((record) => record.evaluatedAt),
      ...seed.scoreHistory.map((record) => record.date),
      ...seed.solutions.map((record) => record.updatedAt),
      ...seed.chatMessages.map((record) => record.createdAt),
    ];
    for (const timestamp of timestamps) expect(Date.parse(timestamp)).toBeLessThanOrEqual(REF);
  });
});

describe('references', () => {
  it('every foreign id points to an existing record', () => {
    const userIds = new Set(seed.users.map((record) => record.id));
    const companyIds = new Set(seed.companies.map((record) => record.id));
    const pageIds = new Set(seed.pages.map((record) => record.id));
    const questionIds = new Set(seed.formQuestions.map((record) => record.id));
    const ticketIds = new Set(seed.chatTickets.map((record) => record.id));

    for (const record of seed.users) if (record.companyId !== null) expect(companyIds).toContain(record.companyId);
    for (const record of seed.pageAuthorizations) {
      expect(userIds).toContain(record.userId);
      expect(pageIds).toContain(record.pageId);
    }
    for (const record of seed.formResponses) {
      expect(companyIds).toContain(record.companyId);
      expect(questionIds).toContain(record.formQuestionId);
      expect(user(seed.users.find((candidate) => candidate.id === record.userId)!.email).companyId).toBe(
        record.companyId,
      );
    }
    for (const record of [...seed.scoreResults, ...seed.scoreHistory, ...seed.likedQuestions, ...seed.solutions]) {
      expect(companyIds).toContain(record.companyId);
    }
    for (const record of seed.solutions) {
      if (record.assigneeId !== null) {
        expect(seed.users.find((candidate) => candidate.id === record.assigneeId)?.companyId).toBe(record.companyId);
      }
    }
    for (const record of seed.chatTickets) expect(companyIds).toContain(record.id);
    for (const record of seed.chatMessages) expect(ticketIds).toContain(record.ticketId);
  });

  it('ids are unique in every collection', () => {
    for (const [name, records] of Object.entries(seed)) {
      const ids = (records as { id?: number }[]).map((record) => record.id).filter((id) => id !== undefined);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
    expect(new Set(seed.users.map((record) => record.email)).size).toBe(seed.users.length);
    expect(new Set(seed.companies.map((record) => record.domain)).size).toBe(seed.companies.length);
  });
});

describe('contents', () => {
  it('has varied companies and users', () => {
    expect(seed.companies.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seed.companies.map((record) => record.sector))).toEqual(new Set(SECTORS));
    expect(seed.users.length).toBeGreaterThanOrEqual(60);
    for (const status of ['ACTIVE', 'VALIDATED', 'PENDING_VALIDATION'] as const) {
      expect(seed.users.some((record) => record.accountStatus === status)).toBe(true);
    }
    for (const role of ['Administrateur principal', 'Administrateur secondaire', 'Acteur'] as const) {
      expect(seed.users.some((record) => record.collaboratorRole === role)).toBe(true);
    }
    // Every company has exactly one main admin, who is a membership ADMIN.
    for (const record of seed.companies) {
      const heads = ofCompany(seed.users, record.id).filter(
        (member) => member.collaboratorRole === 'Administrateur principal',
      );
      expect(heads, record.name).toHaveLength(1);
      expect(heads[0]?.membershipRole).toBe('ADMIN');
    }
    expect(seed.tokens).toEqual([]);
    expect(seed.outbox).toEqual([]);
  });

  it('has the 27 questions, 8/6/6/7 per axis, the last of each free text', () => {
    expect(seed.formQuestions).toHaveLength(27);
    for (const axis of DIAGNOSIS_AXES) {
      const questions = seed.formQuestions.filter((question) => question.axe === axis.questionAxe);
      expect(questions.map((question) => question.order)).toEqual(
        Array.from({ length: axis.questionCount }, (_, i) => i + 1),
      );
      expect(questions.filter((question) => question.isFreeText).map((question) => question.order)).toEqual([
        axis.questionCount,
      ]);
    }
  });

  it('page names include the Acteur preset', () => {
    const names = seed.pages.map((page) => page.name);
    for (const name of ACTEUR_PAGE_NAMES) expect(names).toContain(name);
  });

  it('evaluated companies have scores consistent with their answers and a history ending on them', () => {
    for (const result of seed.scoreResults) {
      const responses = ofCompany(seed.formResponses, result.companyId);
      const { evaluatedAt, companyId, ...scores } = result;
      expect(scores, `company ${companyId}`).toEqual(computeScores(seed.formQuestions, responses));
      const history = ofCompany(seed.scoreHistory, companyId).sort((a, b) => a.date.localeCompare(b.date));
      expect(history.at(-1)).toMatchObject({ score: result.result, date: evaluatedAt });
    }
  });

  it('has a company with the perception form done but no answers, and one answered but not evaluated', () => {
    const perceivedOnly = seed.companies.filter(
      (record) => record.expectedScore !== null && ofCompany(seed.formResponses, record.id).length === 0,
    );
    expect(perceivedOnly.length).toBeGreaterThan(0);

    const cobalt = company('cobalt-numerique.fr');
    expect(ofCompany(seed.formResponses, cobalt.id)).toHaveLength(27);
    expect(ofCompany(seed.scoreResults, cobalt.id)).toEqual([]);
    expect(ofCompany(seed.scoreHistory, cobalt.id)).toEqual([]);
  });
});

describe('main demo company', () => {
  const main = company(MAIN_COMPANY_DOMAIN);

  it('is Verdance Conseil, with the perception form done', () => {
    expect(main).toMatchObject({ name: 'Verdance Conseil', sector: 'Services', expectedScore: 'L2' });
    expect(main.primaryAxe).not.toBeNull();
    expect(main.improvementAxe).not.toBeNull();
  });

  it('answered all 27 questions, with ratings where rated', () => {
    const responses = ofCompany(seed.formResponses, main.id);
    expect(responses).toHaveLength(27);
    for (const response of responses) {
      const question = seed.formQuestions.find((candidate) => candidate.id === response.formQuestionId)!;
      if (question.isFreeText) expect(response.content.length).toBeGreaterThan(10);
      else expect(['1', '2', '3', '4']).toContain(response.content);
    }
  });

  it('scores 54 (16 + 15 + 11 + 12), whichever way the axes are summed', () => {
    const result = seed.scoreResults.find((record) => record.companyId === main.id)!;
    expect(result).toMatchObject({ result: 54, axe2Result: 16, axe3Result: 15, axe4Result: 11, axe5Result: 12 });
    expect(result.axe2Result + result.axe3Result + result.axe4Result + result.axe5Result).toBe(result.result);
  });

  it('has 14 months of rising history, some months with several entries', () => {
    const history = ofCompany(seed.scoreHistory, main.id).sort((a, b) => a.date.localeCompare(b.date));
    const byMonth = new Map<string, number[]>();
    for (const entry of history) {
      const month = entry.date.slice(0, 7);
      byMonth.set(month, [...(byMonth.get(month) ?? []), entry.score]);
    }
    expect(byMonth.size).toBe(14);
    expect([...byMonth.values()].some((scores) => scores.length > 1)).toBe(true);
    const best = [...byMonth.values()].map((scores) => Math.max(...scores));
    expect(best.at(-1)).toBe(54);
    expect(best.at(-1)! - best[0]!).toBeGreaterThanOrEqual(20);
    expect(REF - Date.parse(history.at(-1)!.date)).toBeLessThan(31 * DAY);
  });

  it('has 6 to 8 priority issues across the four axes, at the level of its answers', () => {
    const liked = ofCompany(seed.likedQuestions, main.id);
    expect(liked.length).toBeGreaterThanOrEqual(6);
    expect(liked.length).toBeLessThanOrEqual(8);
    expect(new Set(liked.map((record) => record.axeName))).toEqual(
      new Set(['Gouvernance', 'Social', 'Environnement', 'Business']),
    );
    for (const record of liked) {
      const question = seed.formQuestions.find((candidate) => candidate.title === record.questionTitle)!;
      const answer = seed.formResponses.find(
        (response) => response.companyId === main.id && response.formQuestionId === question.id,
      );
      expect(record.questionLevel).toBe(Number(answer?.content));
    }
  });

  it('has about 25 actions in every status, deadlines in the next 8 weeks, achievements in the last 6 months', () => {
    const solutions = ofCompany(seed.solutions, main.id);
    expect(solutions.length).toBeGreaterThanOrEqual(20);
    for (const status of SOLUTION_STATUSES) expect(solutions.some((record) => record.status === status)).toBe(true);
    expect(solutions.some((record) => record.description.includes(COMPASS_MARKER))).toBe(true);
    expect(new Set(solutions.map((record) => record.group)).size).toBe(4);

    const open = solutions.filter((record) => record.status !== 'validated' && record.deadline !== null);
    expect(open.length).toBeGreaterThanOrEqual(10);
    for (const record of open) {
      const deadline = Date.parse(`${record.deadline}T00:00:00Z`);
      expect(deadline).toBeGreaterThan(REF);
      expect(deadline).toBeLessThanOrEqual(REF + 56 * DAY);
    }
    for (const record of solutions.filter((candidate) => candidate.status === 'validated')) {
      expect(REF - Date.parse(record.updatedAt)).toBeLessThanOrEqual(183 * DAY);
    }
  });

  it('has collaborators with different page access', () => {
    const members = ofCompany(seed.users, main.id);
    expect(members.length).toBeGreaterThanOrEqual(6);
    const access = members.map((member) =>
      seed.pageAuthorizations
        .filter((authorization) => authorization.userId === member.id)
        .map((authorization) => authorization.pageId)
        .join(','),
    );
    expect(new Set(access).size).toBeGreaterThanOrEqual(3);
  });

  it('has a French chat history with the copilot', () => {
    const messages = seed.chatMessages.filter((message) => message.ticketId === main.id);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(messages.some((message) => message.author === COPILOT_AUTHOR)).toBe(true);
    expect(messages.some((message) => message.author === 'claire.martin@verdance.fr')).toBe(true);
  });
});

describe('personas', () => {
  it('share the documented password, which meets the sign-up rule, stored hashed with a salt of their own', async () => {
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/);
    for (const persona of DEMO_PERSONAS) {
      const stored = user(persona.email).password;
      expect(stored).toMatch(PASSWORD_HASH_PATTERN);
      await expect(verifyPassword(DEMO_PASSWORD, stored)).resolves.toBe(true);
      await expect(verifyPassword('steer2026!', stored)).resolves.toBe(false);
    }
    const everyHash = seedSnapshot.users.map((record) => record.password);
    expect(new Set(everyHash).size).toBe(everyHash.length);
    expect(JSON.stringify(seedSnapshot)).not.toContain(DEMO_PASSWORD);
  });

  it('exist in the seed with the status, company and names they document', () => {
    for (const persona of DEMO_PERSONAS) {
      const record = user(persona.email);
      expect(record, persona.email).toMatchObject({
        accountStatus: persona.accountStatus,
        firstName: persona.firstName,
        lastName: persona.lastName,
      });
      const companyName = seed.companies.find((candidate) => candidate.id === record.companyId)?.name ?? null;
      expect(companyName, persona.email).toBe(persona.companyName);
    }
  });

  it('cover the demonstrated situations', () => {
    expect(user('admin@steer.fr')).toMatchObject({
      accountAuthLevel: 'ADMIN',
      accountStatus: 'ACTIVE',
      companyId: null,
    });
    expect(user('claire.martin@verdance.fr')).toMatchObject({
      collaboratorRole: 'Administrateur principal',
      membershipRole: 'ADMIN',
      accountStatus: 'ACTIVE',
    });
    expect(user('hugo.bernard@verdance.fr').collaboratorRole).toBe('Administrateur secondaire');
    const lea = user('lea.petit@verdance.fr');
    expect(lea.collaboratorRole).toBe('Acteur');
    expect(seed.pageAuthorizations.filter((entry) => entry.userId === lea.id).map((entry) => entry.pageId)).toEqual(
      presetPageIds('Acteur'),
    );

    expect(user('nina.roux@atelier-lumen.fr')).toMatchObject({ accountStatus: 'VALIDATED', companyId: null });
    expect(seed.companies.some((record) => record.domain === 'atelier-lumen.fr')).toBe(false);

    expect(user('paul.girard@transports-azur.fr')).toMatchObject({ accountStatus: 'VALIDATED', companyId: null });
    expect(company('transports-azur.fr').name).toBe('Transports Azur');

    const sarah = user('sarah.lefebvre@cobalt-numerique.fr');
    expect(sarah.companyId).toBe(company('cobalt-numerique.fr').id);
    expect(seed.scoreResults.some((record) => record.companyId === sarah.companyId)).toBe(false);

    expect(user('julien.moreau@verdance.fr')).toMatchObject({ accountStatus: 'PENDING_VALIDATION', companyId: null });
  });

  it('land where the spec sends them', () => {
    for (const persona of DEMO_PERSONAS) {
      const record = user(persona.email);
      const expected =
        record.accountStatus === 'PENDING_VALIDATION'
          ? '/login'
          : record.accountAuthLevel === 'ADMIN' && record.accountStatus === 'ACTIVE'
            ? '/admin'
            : '/dashboard';
      expect(persona.landingRoute, persona.email).toBe(expected);
    }
  });
});
