import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';

export type AdminUser = Schemas['AdminUser'];

/** Server state of the admin panel: every user of the platform, asked for by the signed-in platform admin. */
export const adminQueries = {
  all: () => ['admin'] as const,
  users: (requesterId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'users', requesterId] as const,
      queryFn: () => unwrap(apiClient.POST('/api/users/all', { body: { requesterId } })),
    }),
};
