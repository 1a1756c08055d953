import { describe, expect, it } from 'vitest';
import { apiClient } from '../../src/api';
import { outcomeOf, signInAs } from '../../tests/contract/harness';
import { db, findUserByEmail, hashPassword, nextId } from '../db';
import { DEMO_PASSWORD } from '../seed/personas';

const CLAIRE = 'claire.martin@verdance.fr';
/** Same company as Claire. */
const HUGO = 'hugo.bernard@verdance.fr';
/** Confirmed, no company yet. */
const NINA = 'nina.roux@atelier-lumen.fr';
const FORM_ID = 1;
const RATING_MESSAGE = 'La note doit être 1, 2, 3 ou 4.';

/** A new company with its main admin and no answer at all; signs the admin in. */
async function signInAsNewCompanyAdmin(): Promise<{ email: string; companyId: number }> {
  const companyId = nextId(db.companies);
  await db.companies.create({ id: companyId, name: 'Atelier Essai', domain: 'atelier-essai.fr', sector: 'Services' });
  const email = 'jeanne.essai@atelier-essai.fr';
  await db.users.create({
    id: nextId(db.users),
    email,
    password: await hashPassword(DEMO_PASSWORD),
    firstName: 'Jeanne',
    lastName: 'Essai',
    position: 'Gérante',
    collaboratorRole: 'Administrateur principal',
    membershipRole: 'ADMIN',
    accountStatus: 'ACTIVE',
    companyId,
  });
  await signInAs(email);
  return { email, companyId };
}

function questionId(axe: number, order: number): number {
  const question = db.formQuestions.all().find((candidate) => candidate.axe === axe && candidate.order === order);
  if (!question) throw new Error(`Question ${axe}/${order} absente`);
  return question.id;
}

const ratedQuestionIds = (axe: number) =>
  db.formQuestions
    .all()
    .filter((question) => question.axe === axe && !question.isFreeText)
    .map((question) => question.id);

const save = (responses: { formQuestionId: number; content: string }[], formId = FORM_ID) =>
  outcomeOf(() =>
    apiClient.POST('/form-response/default/{formId}', { params: { path: { formId } }, body: { responses } }),
  );

const rateAll = (ids: number[], content = '3') => save(ids.map((formQuestionId) => ({ formQuestionId, content })));

const readAnswer = (question: number) =>
  outcomeOf(() =>
    apiClient.GET('/form-response/default/{formId}', { params: { path: { formId: FORM_ID }, query: { question } } }),
  );

const currentPosition = () =>
  outcomeOf(() => apiClient.GET('/form/current/{formId}', { params: { path: { formId: FORM_ID } } }));

const availability = (axe: number) =>
  outcomeOf(() => apiClient.GET('/form-axe/available/{axe}', { params: { path: { axe } } }));

describe('GET /form-question', () => {
  const question = (axe: number | string, order: number | string) =>
    outcomeOf(() =>
      apiClient.GET('/form-question', {
        params: { query: { axe: axe as number, question: order as number } },
      }),
    );

  it('answers the question of an axis and order, with its id', async () => {
    await signInAs(CLAIRE);

    expect(await question(2, 1)).toMatchObject({ status: 200, body: { id: questionId(2, 1), order: 1, axe: 2 } });
    expect(await question(2, 8)).toMatchObject({ status: 200, body: { id: questionId(2, 8), order: 8, axe: 2 } });
    expect(await question(5, 7)).toMatchObject({ status: 200, body: { id: questionId(5, 7) } });
  });

  it.each([0, 9, 'abc', '1.5', -1])('refuses order %s on governance (400)', async (order) => {
    await signInAs(CLAIRE);

    expect(await question(2, order)).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Question introuvable pour cet axe.' },
    });
  });

  it('checks the order against each axis count (social has 6)', async () => {
    await signInAs(CLAIRE);

    expect((await question(3, 6)).status).toBe(200);
    expect((await question(3, 7)).status).toBe(400);
  });

  it.each([1, 6, 0, 'x'])('refuses axe %s (400)', async (axe) => {
    await signInAs(CLAIRE);

    expect(await question(axe, 1)).toMatchObject({ status: 400, body: { statusCode: 400 } });
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await question(2, 1)).status).toBe(401);
  });
});

describe('saving and reading answers', () => {
  it('answers 400 before an answer exists, then the saved answer', async () => {
    await signInAsNewCompanyAdmin();
    const id = questionId(2, 1);

    expect(await readAnswer(id)).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Aucune réponse trouvée pour cette question.' },
    });
    expect(await save([{ formQuestionId: id, content: '3' }])).toMatchObject({
      status: 201,
      body: { statusCode: 201, message: 'Réponse enregistrée.' },
    });
    expect(await readAnswer(id)).toEqual({ status: 200, body: { content: '3', statusCode: 200 } });
  });

  it("replaces the company's answer instead of adding one", async () => {
    const { companyId } = await signInAsNewCompanyAdmin();
    const formQuestionId = questionId(3, 2);

    await save([{ formQuestionId, content: '2' }]);
    await save([{ formQuestionId, content: '4' }]);

    expect((await readAnswer(formQuestionId)).body).toEqual({ content: '4', statusCode: 200 });
    expect(db.formResponses.findMany((q) => q.where({ companyId, formQuestionId }))).toHaveLength(1);
  });

  it('keeps free text, empty or up to 2000 characters', async () => {
    await signInAsNewCompanyAdmin();
    const freeText = questionId(5, 7);

    expect((await save([{ formQuestionId: freeText, content: '' }])).status).toBe(201);
    expect((await save([{ formQuestionId: freeText, content: 'é'.repeat(2000) }])).status).toBe(201);
    expect((await readAnswer(freeText)).body).toEqual({ content: 'é'.repeat(2000), statusCode: 200 });
    expect(await save([{ formQuestionId: freeText, content: 'a'.repeat(2001) }])).toMatchObject({
      status: 400,
      body: { message: 'La réponse ne doit pas dépasser 2000 caractères.' },
    });
  });

  it.each(['5', '0', '', ' 3', '3.0', 'trois'])('refuses the rating %j (400)', async (content) => {
    await signInAsNewCompanyAdmin();

    expect(await save([{ formQuestionId: questionId(2, 1), content }])).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: RATING_MESSAGE },
    });
  });

  it('writes nothing when one answer of the payload is refused', async () => {
    await signInAsNewCompanyAdmin();

    const outcome = await save([
      { formQuestionId: questionId(2, 1), content: '2' },
      { formQuestionId: questionId(2, 2), content: '5' },
    ]);

    expect(outcome.status).toBe(400);
    expect((await readAnswer(questionId(2, 1))).status).toBe(400);
  });

  it('refuses an empty payload, an unknown question and another form', async () => {
    await signInAsNewCompanyAdmin();

    expect(await save([])).toMatchObject({ status: 400, body: { message: 'Aucune réponse à enregistrer.' } });
    expect(await save([{ formQuestionId: 9_999, content: '3' }])).toMatchObject({
      status: 400,
      body: { message: "La question 9999 n'existe pas." },
    });
    expect((await save([{ formQuestionId: questionId(2, 1), content: '3' }], 2)).status).toBe(404);
  });

  it('shares answers inside a company and never across companies', async () => {
    const claireCompany = findUserByEmail(CLAIRE)?.companyId ?? 0;
    const id = questionId(2, 1);
    const claireAnswer = db.formResponses.findFirst((q) => q.where({ companyId: claireCompany, formQuestionId: id }));

    await signInAsNewCompanyAdmin();
    expect((await readAnswer(id)).status).toBe(400);
    await save([{ formQuestionId: id, content: claireAnswer?.content === '1' ? '2' : '1' }]);

    await signInAs(HUGO);
    expect((await readAnswer(id)).body).toEqual({ content: claireAnswer?.content, statusCode: 200 });
    await signInAs(CLAIRE);
    await save([{ formQuestionId: id, content: '4' }]);
    await signInAs(HUGO);
    expect((await readAnswer(id)).body).toEqual({ content: '4', statusCode: 200 });
  });

  it('refuses a caller without a company (403)', async () => {
    await signInAs(NINA);

    expect((await readAnswer(questionId(2, 1))).status).toBe(403);
    expect((await save([{ formQuestionId: questionId(2, 1), content: '3' }])).status).toBe(403);
    expect((await currentPosition()).status).toBe(403);
    expect((await availability(3)).status).toBe(403);
  });
});

describe('GET /form/current/{formId}', () => {
  it('moves forward as answers are saved, skipping the optional free-text questions', async () => {
    await signInAsNewCompanyAdmin();
    expect((await currentPosition()).body).toEqual({ message: 'Aucune réponse trouvée pour ce formulaire.' });

    await rateAll([questionId(2, 1)]);
    expect((await currentPosition()).body).toEqual({ nextQuestion: { order: 2, formAxe: { name: 'gouvernance' } } });

    await rateAll(ratedQuestionIds(2));
    expect((await currentPosition()).body).toEqual({ nextQuestion: { order: 1, formAxe: { name: 'social' } } });

    await rateAll([...ratedQuestionIds(3), ...ratedQuestionIds(4)]);
    await rateAll(ratedQuestionIds(5).slice(0, 3));
    expect((await currentPosition()).body).toEqual({ nextQuestion: { order: 4, formAxe: { name: 'business' } } });

    await rateAll(ratedQuestionIds(5));
    expect((await currentPosition()).body).toEqual({ message: 'Questionnaire complété.' });
  });

  it('answers the first gap, even behind later answers', async () => {
    await signInAsNewCompanyAdmin();
    await rateAll(ratedQuestionIds(2).filter((id) => id !== questionId(2, 4)));
    await rateAll(ratedQuestionIds(3));

    expect((await currentPosition()).body).toEqual({ nextQuestion: { order: 4, formAxe: { name: 'gouvernance' } } });
  });

  it('refuses another form (404) and an anonymous caller (401)', async () => {
    await signInAs(CLAIRE);
    const otherForm = await outcomeOf(() =>
      apiClient.GET('/form/current/{formId}', { params: { path: { formId: 2 } } }),
    );
    expect(otherForm.status).toBe(404);

    window.sessionStorage.clear();
    expect((await currentPosition()).status).toBe(401);
  });
});

describe('GET /form-axe/available/{axe}', () => {
  const availableAxes = async () => {
    const flags: boolean[] = [];
    for (const axe of [1, 2, 3, 4, 5]) {
      const { body } = await availability(axe);
      flags.push((body as { available: boolean }).available);
    }
    return flags;
  };

  it('unlocks the axes in order as each one is fully rated', async () => {
    await signInAsNewCompanyAdmin();
    expect(await availableAxes()).toEqual([true, true, false, false, false]);

    await rateAll(ratedQuestionIds(2));
    expect(await availableAxes()).toEqual([true, true, true, false, false]);

    // Rating a later axis does not unlock anything while an earlier one has a gap.
    await rateAll(ratedQuestionIds(4));
    expect(await availableAxes()).toEqual([true, true, true, false, false]);

    await rateAll(ratedQuestionIds(3));
    expect(await availableAxes()).toEqual([true, true, true, true, true]);
  });

  it.each([0, 6, 'abc'])('refuses axe %s (400)', async (axe) => {
    await signInAs(CLAIRE);

    expect((await availability(axe as number)).status).toBe(400);
  });
});

describe('GET /form-axe/len', () => {
  const length = (axe: string) =>
    outcomeOf(() => apiClient.GET('/form-axe/len', { params: { query: { axe: axe as 'gouvernance' } } }));

  it.each([
    ['gouvernance', 8],
    ['social', 6],
    ['environnement', 6],
    ['business', 7],
    ['entreprise', 4],
  ])('%s has %i questions', async (axe, count) => {
    await signInAs(CLAIRE);

    expect(await length(axe)).toEqual({ status: 200, body: count });
  });

  it('refuses an unknown axis name (400)', async () => {
    await signInAs(CLAIRE);

    expect((await length('Gouvernance')).status).toBe(400);
  });
});
