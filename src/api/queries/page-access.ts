import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';

/**
 * The pages a person may open (the toggles of the collaborator popup). Shared: the menu, the page guards and the
 * collaborator screens read the same server state; a collaborator update invalidates `pageAccessQueries.all()`.
 */
export const pageAccessQueries = {
  all: () => ['page-access'] as const,
  /** Names of the pages the user may open, e.g. 'Mes documents', 'Steer Store'. */
  pageNames: (userId: number) =>
    queryOptions({
      queryKey: [...pageAccessQueries.all(), userId] as const,
      queryFn: async () => {
        const data = await unwrap(apiClient.GET('/page-authorization/user', { params: { query: { userId } } }));
        return data.message.map((entry) => entry.page.name);
      },
    }),
};

/** Page names as the server lists them (spec §3 "Page"), for the pages guarded by page access. */
export const PAGE_NAMES = {
  resources: 'Ressources Steer (onglet Mes ressources)',
  documents: 'Mes documents',
  survey: 'Enquête(s)',
  store: 'Steer Store',
} as const;
