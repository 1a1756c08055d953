import { isAxisSlug, type AxisSlug } from '@/domain/axis-slugs';

/**
 * The /solutions search parameters. Kept apart from the page: the route validates its search with this module, and
 * route-level code is bundled into the entry every page downloads (/login included), the page's code is not.
 */
export interface LeverSearch {
  axe?: AxisSlug;
  question?: number;
}

/** Keeps only a known axis slug and a positive integer question id; anything else is dropped. */
export function parseLeverSearch(search: Record<string, unknown>): LeverSearch {
  const result: LeverSearch = {};
  if (isAxisSlug(search.axe)) result.axe = search.axe;
  const question = Number(search.question);
  if (Number.isSafeInteger(question) && question > 0) result.question = question;
  return result;
}

/** /pilotage's search: the action to bring into view (from a lever's 'Voir dans Mon pilotage'). */
export interface PilotageSearch {
  action?: number;
}

/** Keeps `action` when it is a positive id; anything else is dropped, and the board opens at its top. */
export function parsePilotageSearch(search: Record<string, unknown>): PilotageSearch {
  const action = Number(search.action);
  return Number.isSafeInteger(action) && action > 0 ? { action } : {};
}
