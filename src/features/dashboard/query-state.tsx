import { useEffect, type ReactNode } from 'react';
import { LoadError, LoadingBlock } from '@/components/ui';

export interface QueryStateProps<T> {
  /** The section's query (or several combined): its data, its error, and how to ask again. */
  query: { data: T | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** What the section shows, as in « Impossible de charger {what}. » */
  what: string;
  /** Height of the loader, to keep the layout still while the data arrive. */
  minHeight?: string;
  /** The section once its data are there. */
  children: (data: T) => ReactNode;
}

/**
 * One dashboard block's states: its own loader until its data arrive, then its content; after a failure the error
 * is logged (spec §8) and a French message with 'Réessayer' replaces the loader, which would otherwise never end.
 */
export function QueryState<T>({ query, what, minHeight = '12rem', children }: QueryStateProps<T>) {
  const { data, error, isFetching, refetch } = query;
  useEffect(() => {
    if (error) console.error(`[dashboard] Impossible de charger ${what}`, error);
  }, [error, what]);

  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadError what={what} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return <LoadingBlock minHeight={minHeight} />;
}
