import {
  DIAGNOSIS_AXES,
  computeScores,
  db,
  findCompanyById,
  isRating,
  nextId,
  type FormQuestion,
  type ScoreHistoryEntry,
  type ScoreResult,
  type Scores,
} from './db';

/**
 * The copilote's evaluation and the questionnaire progress it depends on. In the product the maturity evaluation is
 * done with the copilote at the next exchange (spec §2, limited-access page); in the demo the console plays the
 * copilote and calls `runEvaluation`. The form handlers share the progress helpers, so "complete" means the same
 * thing for the questionnaire, the axis tabs and the evaluation.
 */

/** A rated question the company has not answered yet, in questionnaire order. */
export type UnansweredQuestion = Pick<FormQuestion, 'id' | 'axe' | 'order' | 'title'>;

/** Axis numbers in questionnaire order (2 Gouvernance ... 5 Business). */
const AXIS_ORDER: readonly number[] = DIAGNOSIS_AXES.map((axis) => axis.questionAxe);

/** The questions in questionnaire order: axis by axis, then by order within the axis. */
export function questionsInOrder(): FormQuestion[] {
  return db.formQuestions
    .all()
    .slice()
    .sort((a, b) => AXIS_ORDER.indexOf(a.axe) - AXIS_ORDER.indexOf(b.axe) || a.order - b.order);
}

/**
 * The company's unanswered rated questions, in questionnaire order. A rated question counts as answered only with a
 * valid rating ('1'..'4'); free-text questions are optional and never listed.
 */
export function unansweredRatedQuestions(companyId: number): UnansweredQuestion[] {
  const answered = new Set(
    db.formResponses
      .findMany((q) => q.where({ companyId }))
      .filter((response) => isRating(response.content))
      .map((response) => response.formQuestionId),
  );
  return questionsInOrder()
    .filter((question) => !question.isFreeText && !answered.has(question.id))
    .map(({ id, axe, order, title }) => ({ id, axe, order, title }));
}

export type EvaluationOutcome =
  | {
      ok: true;
      /** The company's new score results (what GET /results/{email} now answers). */
      results: ScoreResult;
      /** The entry appended to the company's score history. */
      historyEntry: ScoreHistoryEntry;
    }
  | {
      ok: false;
      reason: 'unknown-company';
      /** French, ready for the demo console. */
      message: string;
    }
  | {
      ok: false;
      reason: 'incomplete';
      message: string;
      /** The rated questions still to answer, in questionnaire order. */
      missing: UnansweredQuestion[];
    };

/**
 * Evaluates a company's maturity from its answers, as the copilote does:
 * - refuses (ok: false) when the company does not exist or has not answered every rated question — nothing is written;
 * - otherwise computes the scores with `computeScores` (each axis /25, global /100, truncated), replaces the
 *   company's score results, appends a score-history entry (score = global, date = `now`) and returns both.
 */
export async function runEvaluation(companyId: number, now: Date = new Date()): Promise<EvaluationOutcome> {
  if (!findCompanyById(companyId)) {
    return { ok: false, reason: 'unknown-company', message: `L'entreprise n° ${companyId} n'existe pas.` };
  }
  const missing = unansweredRatedQuestions(companyId);
  if (missing.length > 0) {
    const plural = missing.length > 1;
    return {
      ok: false,
      reason: 'incomplete',
      message: `Évaluation impossible : ${missing.length} question${plural ? 's' : ''} notée${plural ? 's' : ''} sans réponse.`,
      missing,
    };
  }

  const scores: Scores = computeScores(
    db.formQuestions.all(),
    db.formResponses.findMany((q) => q.where({ companyId })),
  );
  const evaluatedAt = now.toISOString();

  // One results record per company (unique key): replace it rather than keep an outdated evaluation beside it.
  db.scoreResults.deleteMany((q) => q.where({ companyId }));
  const results = await db.scoreResults.create({ companyId, ...scores, evaluatedAt });
  const historyEntry = await db.scoreHistory.create({
    id: nextId(db.scoreHistory),
    companyId,
    score: scores.result,
    date: evaluatedAt,
  });
  return { ok: true, results, historyEntry };
}
