import { axisBySlug, nextAxis, type AxisSlug } from '@/content/diagnosis';

/** Progress on the perception form (spec §2: 'On load it sets the axis to 1 and progress to 10'). */
export const PERCEPTION_PROGRESS = 10;

/** Progress shown on each axis intro (spec §9): governance 30, social 50, environment 70, business 90. */
export const AXIS_PROGRESS: Readonly<Record<AxisSlug, number>> = {
  gouvernance: 30,
  social: 50,
  environnement: 70,
  business: 90,
};

/** Progress on a question page: the axis's starting value plus its share of the way to the next axis (or 100). */
export function questionProgress(axis: AxisSlug, order: number): number {
  const { questionCount } = axisBySlug(axis);
  const next = nextAxis(axis);
  const span = (next ? AXIS_PROGRESS[next.slug] : 100) - AXIS_PROGRESS[axis];
  return AXIS_PROGRESS[axis] + Math.floor((span * (order - 1)) / questionCount);
}
