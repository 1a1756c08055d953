import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';

export type NotificationPreferences = Schemas['NotificationPreferences'];

/** One's notification preferences (proposed extension, tag `extensions`). */
export const notificationQueries = {
  all: () => ['notification-preferences'] as const,
  preferences: (email: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), email] as const,
      queryFn: () => unwrap(apiClient.GET('/users/{email}/notification-preferences', { params: { path: { email } } })),
    }),
};
