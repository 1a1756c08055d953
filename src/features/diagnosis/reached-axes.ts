import type { Schemas } from '@/api';
import { DIAGNOSIS_AXES, type QuestionAxisNumber } from '@/domain/axes';

/** The perception form's number in the banner (spec §9: Entreprise 1, then the four axes 2 to 5). */
export const ENTREPRISE_AXE = 1;
export type BannerAxisNumber = typeof ENTREPRISE_AXE | QuestionAxisNumber;

/**
 * The banner's open tabs, from where the company stands on the server (`GET /form-response/default/{formId}/all`):
 * the perception form; every axis with at least one answer; the axis after one whose rated questions are all
 * answered (the questionnaire goes on there); and the axis being shown. The same for every member of the company,
 * after a reload and in another tab.
 */
export function reachedAxes(
  answers: readonly Pick<Schemas['ActionPlanAnswer'], 'axe' | 'isFreeText' | 'content'>[],
  current: BannerAxisNumber,
): ReadonlySet<BannerAxisNumber> {
  const open = new Set<BannerAxisNumber>([ENTREPRISE_AXE, current]);
  // Before any axis: the perception form leads to Gouvernance.
  let next: QuestionAxisNumber | null = DIAGNOSIS_AXES[0]?.questionAxe ?? null;
  for (const axis of DIAGNOSIS_AXES) {
    const ofAxis = answers.filter((answer) => answer.axe === axis.questionAxe);
    if (ofAxis.some((answer) => answer.content !== null)) open.add(axis.questionAxe);
    const rated = ofAxis.filter((answer) => !answer.isFreeText);
    const complete = rated.length > 0 && rated.every((answer) => answer.content !== null);
    if (axis.questionAxe === next) open.add(axis.questionAxe);
    next = complete ? ((axis.questionAxe + 1) as QuestionAxisNumber) : null;
  }
  return open;
}
