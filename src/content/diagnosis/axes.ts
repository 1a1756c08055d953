import type { RatingLevel } from './types';

/** The axes themselves are facts of the product, not questionnaire content: `src/domain/axes.ts`. */
export {
  DIAGNOSIS_AXES,
  axisByQuestionAxe,
  axisBySlug,
  isAxisSlug,
  nextAxis,
  previousAxis,
  type DiagnosisAxis,
} from '@/domain/axes';

/** Names of the four maturity levels, shared by every rated question and by the action plan's level labels. */
export const LEVEL_NAMES: Readonly<Record<RatingLevel, string>> = {
  1: 'Non engagé',
  2: 'En démarrage',
  3: 'Structuré',
  4: 'Exemplaire',
};
