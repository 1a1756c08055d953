import { firstOf, formSchema, tooLong } from '@/lib/form';
import { perceptionContent } from './content';

/** The perception form's values: the axis and score choices by label, the initiative as typed. */
export interface PerceptionValues {
  primaryAxe: string | null;
  improvementAxe: string | null;
  lastInitiative: string;
  expectedScore: string | null;
}

export type PerceptionField = keyof PerceptionValues;

/** The form's values: a choice is '' until one is made. */
export type PerceptionFormValues = Record<PerceptionField, string>;

export function formValuesOf(values: PerceptionValues): PerceptionFormValues {
  return {
    primaryAxe: values.primaryAxe ?? '',
    improvementAxe: values.improvementAxe ?? '',
    lastInitiative: values.lastInitiative,
    expectedScore: values.expectedScore ?? '',
  };
}

/** Spec §5: all four fields are required, each with its own message; the initiative has the contract's limit. */
export const PERCEPTION_SCHEMA = formSchema<PerceptionFormValues>((values) => ({
  primaryAxe: values.primaryAxe ? undefined : perceptionContent.errors.primaryAxe,
  improvementAxe: values.improvementAxe ? undefined : perceptionContent.errors.improvementAxe,
  lastInitiative: firstOf(
    values.lastInitiative.trim() === '' ? perceptionContent.errors.lastInitiative : undefined,
    tooLong('last_initiative', values.lastInitiative),
  ),
  expectedScore: values.expectedScore ? undefined : perceptionContent.errors.expectedScore,
}));
