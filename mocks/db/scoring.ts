import { DIAGNOSIS_AXES } from './constants';
import type { FormQuestion, FormResponse, ScoreResult } from './schema';

export type Scores = Pick<ScoreResult, 'result' | 'axe2Result' | 'axe3Result' | 'axe4Result' | 'axe5Result'>;

/** A rating is '1'..'4' as a string (spec §5). */
export function isRating(content: string): content is '1' | '2' | '3' | '4' {
  return content === '1' || content === '2' || content === '3' || content === '4';
}

/**
 * Scores of a company from its answers, the way the copilot's evaluation computes them:
 * - an axis scores (sum of the ratings of its rated questions) / (4 × number of rated questions) × 25, truncated;
 *   an unanswered rated question counts 0; free-text questions do not count;
 * - the global score is the truncated sum of the four untruncated axis scores (0-100).
 */
export function computeScores(
  questions: readonly Pick<FormQuestion, 'id' | 'axe' | 'isFreeText'>[],
  responses: readonly Pick<FormResponse, 'formQuestionId' | 'content'>[],
): Scores {
  const contentByQuestion = new Map(responses.map((response) => [response.formQuestionId, response.content]));
  const scores: Scores = { result: 0, axe2Result: 0, axe3Result: 0, axe4Result: 0, axe5Result: 0 };
  let total = 0;

  for (const axis of DIAGNOSIS_AXES) {
    const rated = questions.filter((question) => question.axe === axis.questionAxe && !question.isFreeText);
    if (rated.length === 0) continue;
    const sum = rated.reduce((acc, question) => {
      const content = contentByQuestion.get(question.id);
      return acc + (content !== undefined && isRating(content) ? Number(content) : 0);
    }, 0);
    // Multiply before dividing so exact values (e.g. 300 / 20) stay exact in floating point.
    const raw = (sum * 25) / (4 * rated.length);
    scores[axis.resultKey] = Math.floor(raw + 1e-9);
    total += raw;
  }

  scores.result = Math.min(100, Math.floor(total + 1e-9));
  return scores;
}

/** Expected-score code of a score: 0-25 L1, 25-50 L2, 50-75 L3, 75-100 L4. */
export function scoreRangeOf(score: number): 'L1' | 'L2' | 'L3' | 'L4' {
  if (score >= 75) return 'L4';
  if (score >= 50) return 'L3';
  if (score >= 25) return 'L2';
  return 'L1';
}

/** Level number of a lever's 'Niveau 1'..'Niveau 4' (0 when it names none). */
function levelOf(level: string): number {
  const match = /([1-4])\s*$/.exec(level);
  return match ? Number(match[1]) : 0;
}

/**
 * Points a company would gain on its axis score (and so on the global score, the sum of the axes) by reaching a
 * lever's level on its question, by the same rule as `computeScores`: one level on one rated question is worth
 * 25 / (4 × rated questions of the axis). An unanswered question counts 0; a level already reached gains nothing.
 */
export function pointsToGain(
  questions: readonly Pick<FormQuestion, 'axe' | 'isFreeText'>[],
  lever: { axe: number; level: string; currentLevel: number | null },
): number {
  const rated = questions.filter((question) => question.axe === lever.axe && !question.isFreeText).length;
  if (rated === 0) return 0;
  const steps = Math.max(0, levelOf(lever.level) - (lever.currentLevel ?? 0));
  return (steps * 25) / (4 * rated);
}
