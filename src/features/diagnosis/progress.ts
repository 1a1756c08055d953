import type { AxisSlug } from '@/content/diagnosis';
import { axisBySlug } from '@/content/diagnosis';

/** Progress shown on each axis intro (spec §9): governance 30, social 50, environment 70, business 90. */
export const AXIS_PROGRESS: Readonly<Record<AxisSlug, number>> = {
  gouvernance: 30,
  social: 50,
  environnement: 70,
  business: 90,
};

/** Progress on a question page: the axis's starting value plus its share of the 20 points up to the next axis. */
export function questionProgress(axis: AxisSlug, order: number): number {
  const { questionCount } = axisBySlug(axis);
  return AXIS_PROGRESS[axis] + Math.floor((20 * (order - 1)) / questionCount);
}
