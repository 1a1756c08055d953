import { axisBySlug } from './axes';
import { BUSINESS_QUESTIONS } from './business';
import { ENVIRONNEMENT_QUESTIONS } from './environnement';
import { GOUVERNANCE_QUESTIONS } from './gouvernance';
import { SOCIAL_QUESTIONS } from './social';
import type { AxisSlug, DiagnosisQuestion } from './types';

/**
 * The 27 questions in questionnaire order. Ids are the server's (`GET /form-question` answers them; the mock backend
 * numbers them 1–27 in this order): the client only shows the text that goes with an id.
 */
export const DIAGNOSIS_QUESTIONS: readonly DiagnosisQuestion[] = [
  ...GOUVERNANCE_QUESTIONS,
  ...SOCIAL_QUESTIONS,
  ...ENVIRONNEMENT_QUESTIONS,
  ...BUSINESS_QUESTIONS,
];

/** The questions of one axis, by order. */
export function questionsOfAxis(slug: AxisSlug): readonly DiagnosisQuestion[] {
  return DIAGNOSIS_QUESTIONS.filter((question) => question.axis === slug);
}

/** The question at this position, or undefined when the order is outside the axis. */
export function questionAt(slug: AxisSlug, order: number): DiagnosisQuestion | undefined {
  return DIAGNOSIS_QUESTIONS.find((question) => question.axis === slug && question.order === order);
}

/** The question with this server id (the action plan knows questions by id or by heading). */
export function questionById(id: number): DiagnosisQuestion | undefined {
  return DIAGNOSIS_QUESTIONS.find((question) => question.id === id);
}

/** True for the last question of its axis (its 'Suivant' submits and leaves the axis). */
export function isLastOfAxis(question: Pick<DiagnosisQuestion, 'axis' | 'order'>): boolean {
  return question.order === axisBySlug(question.axis).questionCount;
}

/** A piece of a question's text: plain text, or a term that opens its definition. */
export type QuestionTextPart = { kind: 'text'; text: string } | { kind: 'term'; text: string };

const TERM_MARKER = /\[\[([^\]]+)\]\]/g;

/** Splits a question text on its [[term]] markers. */
export function questionTextParts(text: string): QuestionTextPart[] {
  const parts: QuestionTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TERM_MARKER)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'term', text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The question text without its markers (for lists, summaries and the action plan). */
export function plainQuestionText(text: string): string {
  return text.replace(TERM_MARKER, '$1');
}
