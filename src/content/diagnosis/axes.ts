import type { AxisSlug, DiagnosisAxis, QuestionAxisNumber, RatingLevel } from './types';

/** The four diagnosis axes in questionnaire order (spec §1, §3, §9). */
export const DIAGNOSIS_AXES: readonly DiagnosisAxis[] = [
  {
    slug: 'gouvernance',
    questionAxe: 2,
    title: 'Gouvernance & Stratégie',
    tabLabel: 'Gouvernance',
    code: 'GOUV',
    questionCount: 8,
  },
  {
    slug: 'social',
    questionAxe: 3,
    title: 'Social et droits des collaborateurs',
    tabLabel: 'Social',
    code: 'SOC',
    questionCount: 6,
  },
  {
    slug: 'environnement',
    questionAxe: 4,
    title: 'Environnement',
    tabLabel: 'Environnement',
    code: 'ENV',
    questionCount: 6,
  },
  {
    slug: 'business',
    questionAxe: 5,
    title: 'Business durable',
    tabLabel: 'Business',
    code: 'BUIS',
    questionCount: 7,
  },
];

export function isAxisSlug(value: string): value is AxisSlug {
  return DIAGNOSIS_AXES.some((axis) => axis.slug === value);
}

export function axisBySlug(slug: AxisSlug): DiagnosisAxis {
  const axis = DIAGNOSIS_AXES.find((candidate) => candidate.slug === slug);
  if (!axis) throw new Error(`Axe inconnu : ${slug}`);
  return axis;
}

export function axisByQuestionAxe(axe: QuestionAxisNumber): DiagnosisAxis {
  const axis = DIAGNOSIS_AXES.find((candidate) => candidate.questionAxe === axe);
  if (!axis) throw new Error(`Axe inconnu : ${axe}`);
  return axis;
}

/** The axis after this one, or null after Business (the questionnaire then ends on /diagnosis/loader). */
export function nextAxis(slug: AxisSlug): DiagnosisAxis | null {
  const index = DIAGNOSIS_AXES.findIndex((axis) => axis.slug === slug);
  return DIAGNOSIS_AXES[index + 1] ?? null;
}

/** The axis before this one, or null before Gouvernance (the perception form comes first). */
export function previousAxis(slug: AxisSlug): DiagnosisAxis | null {
  const index = DIAGNOSIS_AXES.findIndex((axis) => axis.slug === slug);
  return index > 0 ? (DIAGNOSIS_AXES[index - 1] ?? null) : null;
}

/** Names of the four maturity levels, shared by every rated question and by the action plan's level labels. */
export const LEVEL_NAMES: Readonly<Record<RatingLevel, string>> = {
  1: 'Non engagé',
  2: 'En démarrage',
  3: 'Structuré',
  4: 'Exemplaire',
};

export const RATING_LEVELS: readonly RatingLevel[] = [1, 2, 3, 4];
