import { tooLong } from '@/lib/form';
import { perceptionContent } from './content';

/** The perception form's values: the axis and score choices by label, the initiative as typed. */
export interface PerceptionValues {
  primaryAxe: string | null;
  improvementAxe: string | null;
  lastInitiative: string;
  expectedScore: string | null;
}

export type PerceptionField = keyof PerceptionValues;

export const PERCEPTION_FIELDS: readonly PerceptionField[] = [
  'primaryAxe',
  'improvementAxe',
  'lastInitiative',
  'expectedScore',
];

/** Spec §5: all four fields are required; each has its own message. */
export function validatePerception(values: PerceptionValues): Partial<Record<PerceptionField, string>> {
  const errors: Partial<Record<PerceptionField, string>> = {};
  if (!values.primaryAxe) errors.primaryAxe = perceptionContent.errors.primaryAxe;
  if (!values.improvementAxe) errors.improvementAxe = perceptionContent.errors.improvementAxe;
  if (values.lastInitiative.trim() === '') errors.lastInitiative = perceptionContent.errors.lastInitiative;
  else errors.lastInitiative = tooLong('last_initiative', values.lastInitiative);
  if (!values.expectedScore) errors.expectedScore = perceptionContent.errors.expectedScore;
  return errors;
}
