/**
 * Optional paging of the contract's list calls (openapi.yaml `PageOffset`, `PageLimit`, header `X-Total-Count`; a
 * proposed extension). A host that has it answers `?offset=&limit=` with that slice and the whole list's length in
 * `X-Total-Count`; a host that does not ignores the parameters and answers the whole list, without the header. The
 * client tells the two apart by the header and windows a whole list itself.
 */

/** The most items one page may ask for (openapi.yaml `PageLimit.maximum`). */
export const PAGE_LIMIT_MAX = 500;

/** The response header that gives the whole list's length when a page was served. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** A slice of a list: from `offset` (0-based), at most `limit` items. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** What a list call answered: a page the host served, or the whole list (a host without paging). */
export type ListAnswer<T> = { kind: 'page'; items: T[]; total: number } | { kind: 'whole'; items: T[] };

/** Reads a list call's answer: a served page when the host says the total, the whole list otherwise. */
export function listAnswerOf<T>(items: T[], response: Response): ListAnswer<T> {
  const total = Number.parseInt(response.headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return Number.isInteger(total) && total >= 0 ? { kind: 'page', items, total } : { kind: 'whole', items };
}
