import { isAxisSlug, type AxisSlug } from '@/content/diagnosis';
import { isNoAnswerAtAll, type NextQuestionResponse } from './queries';

/** Where 'Reprendre le questionnaire' leads, given the company's position (GET /form/current/1). */
export type ResumeTarget =
  { kind: 'start' } | { kind: 'question'; axe: AxisSlug; order: number } | { kind: 'completed' };

export function resumeTargetOf(position: NextQuestionResponse): ResumeTarget {
  if ('nextQuestion' in position) {
    const { order, formAxe } = position.nextQuestion;
    // 'entreprise' (axe 1) has no question pages: its next step is the first governance question.
    if (isAxisSlug(formAxe.name)) return { kind: 'question', axe: formAxe.name, order };
    return { kind: 'start' };
  }
  return isNoAnswerAtAll(position) ? { kind: 'start' } : { kind: 'completed' };
}
