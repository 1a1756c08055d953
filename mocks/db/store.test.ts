import { hashPassword } from './passwords';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACTEUR_PAGE_NAMES,
  PAGE_NAMES,
  UniqueConstraintError,
  collaboratorsOf,
  companyOfUser,
  computeScores,
  consumeToken,
  db,
  emailDomain,
  findCompanyByDomain,
  findUserByEmail,
  issueToken,
  nextId,
  pageIdOf,
  pageIdsOfUser,
  presetPageIds,
  resetDatabase,
  scoreRangeOf,
  sendEmail,
  setPageAuthorizations,
  type FormQuestion,
} from './index';

/** Users are stored with a hashed password (passwords.ts); tests hash once. */
const TEST_PASSWORD_HASH = await hashPassword('Secret123!');

beforeEach(() => resetDatabase());

const buildUser = (overrides: Partial<{ id: number; email: string; companyId: number | null }> = {}) => ({
  id: nextId(db.users),
  email: 'nouvelle.personne@exemple.fr',
  password: TEST_PASSWORD_HASH,
  firstName: 'Nouvelle',
  lastName: 'Personne',
  ...overrides,
});

describe('records', () => {
  it('applies defaults and normalises e-mails', async () => {
    const user = await db.users.create(buildUser({ email: '  Mixed.Case@Exemple.FR ' }));
    expect(user).toMatchObject({
      email: 'mixed.case@exemple.fr',
      accountStatus: 'PENDING_VALIDATION',
      accountAuthLevel: 'USER',
      companyId: null,
      collaboratorRole: null,
      membershipRole: null,
      planAccess: [],
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();
  });

  it('refuses a second user with the same e-mail, on create and on update', async () => {
    await expect(db.users.create(buildUser({ email: 'CLAIRE.MARTIN@verdance.fr' }))).rejects.toBeInstanceOf(
      UniqueConstraintError,
    );
    const lea = findUserByEmail('lea.petit@verdance.fr');
    if (!lea) throw new Error('seed persona missing');
    await expect(
      db.users.update(lea, {
        data(user) {
          user.email = 'hugo.bernard@verdance.fr';
        },
      }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    expect(findUserByEmail('lea.petit@verdance.fr')).toBeDefined();
  });

  it('lets a record be updated without tripping over its own unique values', async () => {
    const lea = findUserByEmail('lea.petit@verdance.fr');
    if (!lea) throw new Error('seed persona missing');
    const updated = await db.users.update(lea, {
      data(user) {
        user.email = 'lea.petit+rse@verdance.fr';
        user.firstName = 'Léa-Marie';
      },
    });
    expect(updated).toMatchObject({ id: lea.id, email: 'lea.petit+rse@verdance.fr' });
  });

  it('keeps one answer per company and question', async () => {
    const existing = db.formResponses.findFirst();
    if (!existing) throw new Error('seed has no answers');
    await expect(
      db.formResponses.create({ ...existing, id: nextId(db.formResponses), content: '4' }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('rejects a record that does not match its schema', async () => {
    await expect(
      db.solutions.create({
        id: nextId(db.solutions),
        companyId: 1,
        content: 'Action',
        description: '',
        group: 'Social',
        level: 'Niveau 1',
        questionTitle: 'Santé et sécurité',
        // @ts-expect-error not a status
        status: 'done',
      }),
    ).rejects.toThrow();
  });
});

describe('lookups', () => {
  it('nextId is one above the highest id', () => {
    const max = Math.max(...db.users.all().map((user) => user.id));
    expect(nextId(db.users)).toBe(max + 1);
    expect(nextId(db.outbox)).toBe(1);
  });

  it('finds users by e-mail whatever the case, and their company', () => {
    const claire = findUserByEmail(' Claire.Martin@VERDANCE.fr ');
    expect(claire?.collaboratorRole).toBe('Administrateur principal');
    expect(companyOfUser(claire!)?.name).toBe('Verdance Conseil');
    expect(companyOfUser(claire!.id)?.domain).toBe('verdance.fr');
    expect(companyOfUser(findUserByEmail('nina.roux@atelier-lumen.fr')!)).toBeUndefined();
  });

  it('finds a company by the domain of an e-mail', () => {
    expect(emailDomain('Paul.Girard@Transports-Azur.fr')).toBe('transports-azur.fr');
    expect(emailDomain('pas-une-adresse')).toBeNull();
    expect(findCompanyByDomain(emailDomain('paul.girard@transports-azur.fr')!)?.name).toBe('Transports Azur');
    expect(findCompanyByDomain('atelier-lumen.fr')).toBeUndefined();
  });

  it('lists collaborators sorted by first name then last name', () => {
    const company = findCompanyByDomain('verdance.fr')!;
    const names = collaboratorsOf(company.id).map((user) => `${user.firstName} ${user.lastName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(names).toContain('Léa Petit');
  });
});

describe('pages', () => {
  it('has the Acteur preset pages, with positional ids', () => {
    expect(db.pages.all().map((page) => page.name)).toEqual([...PAGE_NAMES]);
    expect(db.pages.all().map((page) => page.id)).toEqual(PAGE_NAMES.map((_, index) => index + 1));
    expect(presetPageIds('Acteur')).toEqual(ACTEUR_PAGE_NAMES.map(pageIdOf));
    expect(presetPageIds('Administrateur secondaire')).toHaveLength(PAGE_NAMES.length);
    expect(presetPageIds(null)).toEqual([]);
  });

  it('replaces page authorizations', async () => {
    const lea = findUserByEmail('lea.petit@verdance.fr')!;
    expect(pageIdsOfUser(lea.id)).toEqual(presetPageIds('Acteur'));
    await expect(setPageAuthorizations(lea.id, [2, 1, 2, 999])).resolves.toEqual([1, 2]);
    expect(pageIdsOfUser(lea.id)).toEqual([1, 2]);
  });
});

describe('tokens and outbox', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('issues long url-safe tokens that work once', async () => {
    const nina = findUserByEmail('nina.roux@atelier-lumen.fr')!;
    const token = await issueToken('password-reset', nina.id, { now });
    expect(token.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(token.expiresAt).toBe('2026-11-20T11:00:00.000Z');

    await expect(consumeToken(token.token, 'email-confirmation', now)).resolves.toEqual({
      ok: false,
      reason: 'unknown',
    });
    const first = await consumeToken(token.token, 'password-reset', now);
    expect(first).toMatchObject({ ok: true, user: { id: nina.id } });
    await expect(consumeToken(token.token, 'password-reset', now)).resolves.toEqual({ ok: false, reason: 'used' });
  });

  it('refuses expired and unknown tokens', async () => {
    const julien = findUserByEmail('julien.moreau@verdance.fr')!;
    const token = await issueToken('email-confirmation', julien.id, { now, ttlMs: 1000 });
    const later = new Date(now.getTime() + 1000);
    await expect(consumeToken(token.token, 'email-confirmation', later)).resolves.toEqual({
      ok: false,
      reason: 'expired',
    });
    await expect(consumeToken('x'.repeat(43), 'email-confirmation', now)).resolves.toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  it('records sent e-mails', async () => {
    const email = await sendEmail({
      to: 'Julien.Moreau@verdance.fr',
      subject: 'Confirmez votre adresse e-mail',
      body: 'Bonjour Julien, ...',
      link: '/confirm-email?token=abc',
      kind: 'confirmation',
      now,
    });
    expect(email).toMatchObject({ id: 1, to: 'julien.moreau@verdance.fr', createdAt: now.toISOString() });
    expect(db.outbox.count()).toBe(1);
  });
});

describe('computeScores', () => {
  const questions: FormQuestion[] = [
    { id: 1, axe: 2, order: 1, title: 'A', isFreeText: false },
    { id: 2, axe: 2, order: 2, title: 'B', isFreeText: false },
    { id: 3, axe: 2, order: 3, title: 'Libre', isFreeText: true },
    { id: 4, axe: 3, order: 1, title: 'C', isFreeText: false },
    { id: 5, axe: 4, order: 1, title: 'D', isFreeText: false },
    { id: 6, axe: 4, order: 2, title: 'E', isFreeText: false },
    { id: 7, axe: 4, order: 3, title: 'F', isFreeText: false },
    { id: 8, axe: 5, order: 1, title: 'G', isFreeText: false },
  ];
  const answers = (contents: Record<number, string>) =>
    Object.entries(contents).map(([id, content]) => ({ formQuestionId: Number(id), content }));

  it('truncates each axis and the sum of the untruncated axes', () => {
    // axe 2: 7/8×25 = 21.875; axe 3: 2/4×25 = 12.5; axe 4: 7/12×25 = 14.58; axe 5: 4/4×25 = 25
    const scores = computeScores(
      questions,
      answers({ 1: '3', 2: '4', 3: 'texte', 4: '2', 5: '3', 6: '2', 7: '2', 8: '4' }),
    );
    expect(scores).toEqual({ axe2Result: 21, axe3Result: 12, axe4Result: 14, axe5Result: 25, result: 73 });
  });

  it('counts missing and non-rating answers as 0', () => {
    expect(computeScores(questions, answers({ 1: '4', 2: 'n/a' })).axe2Result).toBe(12);
    expect(computeScores(questions, [])).toEqual({
      result: 0,
      axe2Result: 0,
      axe3Result: 0,
      axe4Result: 0,
      axe5Result: 0,
    });
  });

  it('maps scores to expected-score ranges', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(scoreRangeOf)).toEqual([
      'L1',
      'L1',
      'L2',
      'L2',
      'L3',
      'L3',
      'L4',
      'L4',
    ]);
  });
});
