import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One query a page reads: a factory's options (`companyQueries.detail(id)`), with `enabled: false` when this person
 * has no use for it, or a page's own setting on top (`retry: false` for an answer the page waits for once). Typed by
 * what the loader reads of it: the factories' exact types differ by their data, which a record of them cannot name.
 */
export interface PageQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
  enabled?: unknown;
}

/**
 * A page's queries for one person, by name. The page's module declares them once (`approachPageQueries(person)`):
 * its route's loader starts them all with `prefetchPageQueries`, its sections read each by name
 * (`useQuery(queries.plan)`), so a section can never ask for other data than what its loader fetched.
 */
export type PageQueries = Readonly<Record<string, PageQuery>>;

/**
 * What a route's loader does with its page's queries: start every one the person needs, without waiting, so the
 * page's data come with its code (on a hover of its link too) and each section shows its own loader meanwhile.
 */
export function prefetchPageQueries(queryClient: QueryClient, queries: PageQueries): void {
  for (const query of Object.values(queries)) {
    if (query.enabled !== false) void queryClient.prefetchQuery(query as FetchQueryOptions);
  }
}
