import type { Axis } from '@/components/ui';

/**
 * The four axes' slugs, in the diagnosis order: all the /solutions route needs to validate its search. Apart from
 * `axes.ts` (names, titles, codes), since route-level code ships with the entry every page downloads.
 */
export const AXIS_SLUGS = ['gouvernance', 'social', 'environnement', 'business'] as const satisfies readonly Axis[];

export function isAxisSlug(value: unknown): value is Axis {
  return typeof value === 'string' && (AXIS_SLUGS as readonly string[]).includes(value);
}
