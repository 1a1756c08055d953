import { PAGE_LIMIT_MAX, TOTAL_COUNT_HEADER, type PageRequest } from '../../src/api/paging';
import { badRequest } from './errors';

/** Without `limit`, a page holds this many items (openapi.yaml `PageLimit.default`). */
const DEFAULT_PAGE_LIMIT = 100;

const PAGING_MESSAGES = {
  offset: 'Le paramètre offset doit être un entier positif ou nul.',
  limit: `Le paramètre limit doit être un entier entre 1 et ${PAGE_LIMIT_MAX}.`,
};

function integerParam(raw: string | null, min: number, max: number, message: string): number | null {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw badRequest(message);
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw badRequest(message);
  return value;
}

/**
 * The page a list call asks for (`?offset=&limit=`, proposed extension), or null when it asks for the whole list.
 * Refuses malformed values with the contract's 400.
 */
export function requestedPage(request: Request): PageRequest | null {
  const query = new URL(request.url).searchParams;
  const offset = integerParam(query.get('offset'), 0, Number.MAX_SAFE_INTEGER, PAGING_MESSAGES.offset);
  const limit = integerParam(query.get('limit'), 1, PAGE_LIMIT_MAX, PAGING_MESSAGES.limit);
  if (offset === null && limit === null) return null;
  return { offset: offset ?? 0, limit: limit ?? DEFAULT_PAGE_LIMIT };
}

/** The items of the page asked for, with the header that tells the client the list's whole length. */
export function pageOf<T>(items: readonly T[], page: PageRequest | null): { items: T[]; init?: ResponseInit } {
  if (page === null) return { items: [...items] };
  return {
    items: items.slice(page.offset, page.offset + page.limit),
    init: { headers: { [TOTAL_COUNT_HEADER]: String(items.length) } },
  };
}
