import { DIAGNOSIS_QUESTIONS, isAxisSlug, type AxisSlug } from '@/content/diagnosis';
import { isNoAnswerAtAll, type NextQuestionResponse } from './queries';

export type QuestionRedirect =
  { to: '/diagnosis/entreprise' } | { to: '/diagnosis/$axe/$order'; params: { axe: AxisSlug; order: string } };

function indexOf(axis: AxisSlug, order: number): number {
  return DIAGNOSIS_QUESTIONS.findIndex((question) => question.axis === axis && question.order === order);
}

/**
 * Spec §4: when the question has no saved answer, the position on the server decides. Nothing answered at all →
 * the perception form (except on the very first question, where starting is exactly right). An unanswered rated
 * question earlier in the questionnaire → that question, so nobody skips ahead. Otherwise the person stays: this is
 * the next question to answer, or an optional free-text prompt.
 */
export function redirectForUnanswered(
  position: NextQuestionResponse,
  axis: AxisSlug,
  order: number,
): QuestionRedirect | null {
  if (isNoAnswerAtAll(position)) {
    return axis === 'gouvernance' && order === 1 ? null : { to: '/diagnosis/entreprise' };
  }
  if (!('nextQuestion' in position)) return null;
  const { order: nextOrder, formAxe } = position.nextQuestion;
  if (!isAxisSlug(formAxe.name)) return null;
  const next = indexOf(formAxe.name, nextOrder);
  if (next < 0 || next >= indexOf(axis, order)) return null;
  return { to: '/diagnosis/$axe/$order', params: { axe: formAxe.name, order: String(nextOrder) } };
}
