import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';

/** Steer's software id: the page list is always asked for it (spec §7). */
export const STEER_SOFTWARE_ID = 1;

/**
 * Query-option factories of the company's collaborators, the software's pages and page authorizations. They live in
 * src/api/queries because two features read them: the collaborator popup (lists, toggles) and the page-access gate
 * of the signed-in layout (what the person may open, who their administrator is).
 */
export const collaboratorQueries = {
  all: () => ['collaborators'] as const,
  /** Collaborators of the signed-in person's company (the list is in `message`). */
  list: () =>
    queryOptions({
      queryKey: [...collaboratorQueries.all(), 'list'] as const,
      queryFn: async () => (await unwrap(apiClient.GET('/users/company/'))).message,
    }),
  /** The software's pages; their ids are positional (1-based) in the returned list. */
  pages: () =>
    queryOptions({
      queryKey: [...collaboratorQueries.all(), 'pages'] as const,
      queryFn: () => unwrap(apiClient.GET('/pages/all', { params: { query: { softwareId: STEER_SOFTWARE_ID } } })),
      // The software's pages change with a release, not during a session.
      staleTime: Infinity,
    }),
  /** The page authorizations of one user (the entries are in `message`). */
  pageAuthorizations: (userId: number) =>
    queryOptions({
      queryKey: [...collaboratorQueries.all(), 'page-authorizations', userId] as const,
      queryFn: async () =>
        (await unwrap(apiClient.GET('/page-authorization/user', { params: { query: { userId } } }))).message,
    }),
};
