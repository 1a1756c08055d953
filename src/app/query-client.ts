import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message the user needs. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Tests assert error states directly; retry back-off would only slow them down.
      queries: {
        staleTime: 30_000,
        retry: import.meta.env.MODE === 'test' ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
