import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { isTransient } from '@/api/retry-policy';

/**
 * Client errors (4xx) are answers, not glitches: retrying them only delays the message the user needs. Outages (no
 * answer, 502, 503, 504, 429) were already retried with back-off by the client itself (src/api/retry-policy.ts).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status < 500 || isTransient(error.status))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Tests assert error states directly: their render helpers turn retries off (tests/render.tsx).
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
