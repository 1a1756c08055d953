import type { Schemas } from '@/api';
import type { Axis } from '@/components/ui';

/**
 * The four axes as the action-plan pages know them. Apart from the pages' copy: the /solutions route validates its
 * search with them, and route-level code is bundled into the entry every page downloads.
 */

export type AxisName = Schemas['ActionPlanLever']['axeName'];

export interface AxisInfo {
  /** Axis name on the wire (liked questions, levers, action groups). */
  name: AxisName;
  /** Colour token suffix and /diagnosis/{slug} segment. */
  slug: Axis;
  /** Full French title. */
  title: string;
  /** Axis number of the question calls. */
  axe: 2 | 3 | 4 | 5;
  /** Key of the score results. */
  resultKey: 'axe2Result' | 'axe3Result' | 'axe4Result' | 'axe5Result';
  /** Perception form code. */
  code: 'GOUV' | 'SOC' | 'ENV' | 'BUIS';
}

export const AXES: readonly AxisInfo[] = [
  {
    name: 'Gouvernance',
    slug: 'gouvernance',
    title: 'Gouvernance & Stratégie',
    axe: 2,
    resultKey: 'axe2Result',
    code: 'GOUV',
  },
  {
    name: 'Social',
    slug: 'social',
    title: 'Social et droits des collaborateurs',
    axe: 3,
    resultKey: 'axe3Result',
    code: 'SOC',
  },
  {
    name: 'Environnement',
    slug: 'environnement',
    title: 'Environnement',
    axe: 4,
    resultKey: 'axe4Result',
    code: 'ENV',
  },
  { name: 'Business', slug: 'business', title: 'Business durable', axe: 5, resultKey: 'axe5Result', code: 'BUIS' },
];

export function axisByName(name: string): AxisInfo | undefined {
  return AXES.find((axis) => axis.name === name);
}

export function axisByNumber(axe: number): AxisInfo | undefined {
  return AXES.find((axis) => axis.axe === axe);
}

export function axisBySlug(slug: string): AxisInfo | undefined {
  return AXES.find((axis) => axis.slug === slug);
}
