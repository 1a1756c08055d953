import type { Schemas } from '@/api';

export type AxisCode = Schemas['AxisCode'];
export type ScoreRangeCode = Schemas['ScoreRangeCode'];

/** The perception form's axis choices and their codes (spec §3), in questionnaire order. */
export const AXIS_CHOICES: readonly { label: string; code: AxisCode }[] = [
  { label: 'Gouvernance et stratégie', code: 'GOUV' },
  { label: 'Social et droits des collaborateurs', code: 'SOC' },
  { label: 'Environnement', code: 'ENV' },
  { label: 'Business durable', code: 'BUIS' },
];

/** The expected score ranges and their codes (spec §3). */
export const SCORE_RANGE_CHOICES: readonly { label: string; code: ScoreRangeCode }[] = [
  { label: '0-25', code: 'L1' },
  { label: '25-50', code: 'L2' },
  { label: '50-75', code: 'L3' },
  { label: '75-100', code: 'L4' },
];

/** Axis label → code; an unknown label falls back to GOUV (spec §3). */
export function axisCodeOf(label: string): AxisCode {
  return AXIS_CHOICES.find((choice) => choice.label === label)?.code ?? 'GOUV';
}

/** Score range label → code; an unknown label falls back to L1 (spec §3). */
export function scoreRangeCodeOf(label: string): ScoreRangeCode {
  return SCORE_RANGE_CHOICES.find((choice) => choice.label === label)?.code ?? 'L1';
}

/** Code → label, for prefilling the form from the company; null when the company has no value yet. */
export function axisLabelOf(code: string | null | undefined): string | null {
  return AXIS_CHOICES.find((choice) => choice.code === code)?.label ?? null;
}

export function scoreRangeLabelOf(code: string | null | undefined): string | null {
  return SCORE_RANGE_CHOICES.find((choice) => choice.code === code)?.label ?? null;
}
