import { AXIS_SLUGS, type AxisSlug } from './axis-slugs';

export { AXIS_SLUGS, isAxisSlug, type AxisSlug } from './axis-slugs';

/**
 * The four diagnosis axes (spec §1, §3, §9): the one table every screen and the mock backend read. The questions
 * themselves are content (`src/content/diagnosis`); the slugs alone, for the entry, are in `axis-slugs.ts`.
 */

/** Axis name on the wire (liked questions, levers, grouped achievements). */
export type AxisName = 'Gouvernance' | 'Social' | 'Environnement' | 'Business';
/** Axis number of the question calls (spec §3): 2 Gouvernance, 3 Social, 4 Environnement, 5 Business. */
export type QuestionAxisNumber = 2 | 3 | 4 | 5;
/** Perception form code (spec §9: unknown falls back to GOUV). */
export type AxisCode = 'GOUV' | 'SOC' | 'ENV' | 'BUIS';
/** Key of the score results holding this axis (0–25). */
export type AxisResultKey = 'axe2Result' | 'axe3Result' | 'axe4Result' | 'axe5Result';

export interface DiagnosisAxis {
  readonly slug: AxisSlug;
  readonly name: AxisName;
  /** Full French title (spec §1). */
  readonly title: string;
  /** Short label: the questionnaire's tabs. */
  readonly tabLabel: string;
  /** Label of the score thermometers and chart legends, where the full title would not fit. */
  readonly shortTitle: string;
  /** Number of the axis on its intro page (spec §2: 1 to 4). */
  readonly introNumber: 1 | 2 | 3 | 4;
  readonly questionAxe: QuestionAxisNumber;
  readonly resultKey: AxisResultKey;
  readonly code: AxisCode;
  /** Questions of the default form on this axis; the server's `GET /form-axe/len` has the last word. */
  readonly questionCount: number;
}

const TABLE: Readonly<Record<AxisSlug, Omit<DiagnosisAxis, 'slug' | 'introNumber'>>> = {
  gouvernance: {
    name: 'Gouvernance',
    title: 'Gouvernance & Stratégie',
    tabLabel: 'Gouvernance',
    shortTitle: 'Gouvernance & Stratégie',
    questionAxe: 2,
    resultKey: 'axe2Result',
    code: 'GOUV',
    questionCount: 8,
  },
  social: {
    name: 'Social',
    title: 'Social et droits des collaborateurs',
    tabLabel: 'Social',
    shortTitle: 'Social',
    questionAxe: 3,
    resultKey: 'axe3Result',
    code: 'SOC',
    questionCount: 6,
  },
  environnement: {
    name: 'Environnement',
    title: 'Environnement',
    tabLabel: 'Environnement',
    shortTitle: 'Environnement',
    questionAxe: 4,
    resultKey: 'axe4Result',
    code: 'ENV',
    questionCount: 6,
  },
  business: {
    name: 'Business',
    title: 'Business durable',
    tabLabel: 'Business',
    shortTitle: 'Business durable',
    questionAxe: 5,
    resultKey: 'axe5Result',
    code: 'BUIS',
    questionCount: 7,
  },
};

/** The four axes in questionnaire order. */
export const DIAGNOSIS_AXES: readonly DiagnosisAxis[] = AXIS_SLUGS.map((slug, index) => ({
  slug,
  introNumber: (index + 1) as DiagnosisAxis['introNumber'],
  ...TABLE[slug],
}));

function find(predicate: (axis: DiagnosisAxis) => boolean): DiagnosisAxis | undefined {
  return DIAGNOSIS_AXES.find(predicate);
}

export function axisBySlug(slug: AxisSlug): DiagnosisAxis {
  return find((axis) => axis.slug === slug) as DiagnosisAxis;
}

export function axisByQuestionAxe(axe: QuestionAxisNumber): DiagnosisAxis {
  return find((axis) => axis.questionAxe === axe) as DiagnosisAxis;
}

/** The axis of a number or a wire name the server sent, or undefined when it is none of the four. */
export function findAxisByNumber(axe: number): DiagnosisAxis | undefined {
  return find((axis) => axis.questionAxe === axe);
}

export function findAxisByName(name: string): DiagnosisAxis | undefined {
  return find((axis) => axis.name === name);
}

/** The axis after this one, or null after Business (the questionnaire then ends on /diagnosis/loader). */
export function nextAxis(slug: AxisSlug): DiagnosisAxis | null {
  return DIAGNOSIS_AXES[AXIS_SLUGS.indexOf(slug) + 1] ?? null;
}

/** The axis before this one, or null before Gouvernance (the perception form comes first). */
export function previousAxis(slug: AxisSlug): DiagnosisAxis | null {
  const index = AXIS_SLUGS.indexOf(slug);
  return index > 0 ? (DIAGNOSIS_AXES[index - 1] ?? null) : null;
}
