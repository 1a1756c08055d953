import { describe, expect, it } from 'vitest';
import { computeScores, db, findUserByEmail, nextId } from './db';
import { runEvaluation, unansweredRatedQuestions } from './evaluation';

/** Cobalt Numérique: every question answered, never evaluated (no results, no history). */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

function cobaltId(): number {
  const companyId = findUserByEmail(SARAH)?.companyId;
  if (companyId == null) throw new Error('Cobalt Numérique absente du jeu de données');
  return companyId;
}

/** Replaces the company's answers: `rating(axe, order)` for every rated question, a sentence for free-text ones. */
async function setAnswers(companyId: number, rating: (axe: number, order: number) => '1' | '2' | '3' | '4' | null) {
  db.formResponses.deleteMany((q) => q.where({ companyId }));
  for (const question of db.formQuestions.all()) {
    const content = question.isFreeText ? 'Nous avons une charte interne.' : rating(question.axe, question.order);
    if (content === null) continue;
    await db.formResponses.create({
      id: nextId(db.formResponses),
      companyId,
      userId: findUserByEmail(SARAH)?.id ?? 1,
      formQuestionId: question.id,
      content,
    });
  }
}

const historyOf = (companyId: number) => db.scoreHistory.findMany((q) => q.where({ companyId }));

describe('runEvaluation', () => {
  it('gives 25 per axis and 100 overall when every rated answer is 4', async () => {
    const companyId = cobaltId();
    await setAnswers(companyId, () => '4');
    const now = new Date('2026-11-21T10:00:00.000Z');

    const outcome = await runEvaluation(companyId, now);

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.results).toMatchObject({
      companyId,
      result: 100,
      axe2Result: 25,
      axe3Result: 25,
      axe4Result: 25,
      axe5Result: 25,
      evaluatedAt: now.toISOString(),
    });
  });

  it('truncates each axis but sums the untruncated axes for the global score', async () => {
    const companyId = cobaltId();
    await setAnswers(companyId, () => '2');

    const outcome = await runEvaluation(companyId);

    // Each axis: 2/4 × 25 = 12.5 → 12; global: 4 × 12.5 = 50 (not 4 × 12 = 48).
    expect(outcome.ok && outcome.results).toMatchObject({
      result: 50,
      axe2Result: 12,
      axe3Result: 12,
      axe4Result: 12,
      axe5Result: 12,
    });
  });

  it('scores mixed answers exactly as the shared scoring does', async () => {
    const companyId = cobaltId();
    await setAnswers(companyId, (axe, order) => String(((axe + order) % 4) + 1) as '1' | '2' | '3' | '4');
    const expected = computeScores(
      db.formQuestions.all(),
      db.formResponses.findMany((q) => q.where({ companyId })),
    );

    const outcome = await runEvaluation(companyId);

    expect(outcome.ok && outcome.results).toMatchObject(expected);
  });

  it('replaces the results record and appends one history entry per evaluation', async () => {
    const companyId = cobaltId();
    const before = historyOf(companyId).length;
    await setAnswers(companyId, () => '1');
    await runEvaluation(companyId, new Date('2026-10-01T08:00:00.000Z'));
    await setAnswers(companyId, () => '3');
    const second = await runEvaluation(companyId, new Date('2026-11-20T08:00:00.000Z'));

    const results = db.scoreResults.findMany((q) => q.where({ companyId }));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ result: 75, evaluatedAt: '2026-11-20T08:00:00.000Z' });
    expect(second.ok && second.historyEntry).toMatchObject({ companyId, score: 75, date: '2026-11-20T08:00:00.000Z' });
    const history = historyOf(companyId);
    expect(history).toHaveLength(before + 2);
    expect(history.slice(-2).map((entry) => [entry.score, entry.date])).toEqual([
      [25, '2026-10-01T08:00:00.000Z'],
      [75, '2026-11-20T08:00:00.000Z'],
    ]);
  });

  it('does not need the optional free-text answers', async () => {
    const companyId = cobaltId();
    await setAnswers(companyId, () => '3');
    const freeTextIds = db.formQuestions.findMany((q) => q.where({ isFreeText: true })).map((question) => question.id);
    db.formResponses.deleteMany((q) =>
      q.where({ companyId }).and((response) => freeTextIds.includes(response.formQuestionId)),
    );

    const outcome = await runEvaluation(companyId);

    expect(outcome.ok).toBe(true);
  });

  it('refuses a company with an unanswered rated question and writes nothing', async () => {
    const companyId = cobaltId();
    await setAnswers(companyId, (axe, order) => (axe === 4 && order === 2 ? null : '3'));
    const historyBefore = historyOf(companyId).length;

    const outcome = await runEvaluation(companyId);

    expect(outcome).toMatchObject({
      ok: false,
      reason: 'incomplete',
      message: 'Évaluation impossible : 1 question notée sans réponse.',
      missing: [{ axe: 4, order: 2 }],
    });
    expect(db.scoreResults.findFirst((q) => q.where({ companyId }))).toBeUndefined();
    expect(historyOf(companyId)).toHaveLength(historyBefore);
  });

  it('lists what is missing in questionnaire order', async () => {
    const companyId = cobaltId();
    await setAnswers(companyId, (axe, order) =>
      (axe === 5 && order === 1) || (axe === 2 && order === 7) ? null : '2',
    );

    expect(unansweredRatedQuestions(companyId).map(({ axe, order }) => [axe, order])).toEqual([
      [2, 7],
      [5, 1],
    ]);
  });

  it('refuses an unknown company', async () => {
    const outcome = await runEvaluation(9_999);

    expect(outcome).toMatchObject({ ok: false, reason: 'unknown-company' });
  });
});
