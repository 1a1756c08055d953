/**
 * The four axes' slugs in questionnaire order: the light part of `axes.ts`, for code that ships with the entry every
 * page downloads (route search validation, the colour tokens). Everything else about an axis lives in `axes.ts`.
 */
export const AXIS_SLUGS = ['gouvernance', 'social', 'environnement', 'business'] as const;

/** Segment of the /diagnosis/{axe} routes, colour token suffix, `formAxe.name` of the next-question answer. */
export type AxisSlug = (typeof AXIS_SLUGS)[number];

export function isAxisSlug(value: unknown): value is AxisSlug {
  return typeof value === 'string' && (AXIS_SLUGS as readonly string[]).includes(value);
}
