import { useEffect, type ReactNode } from 'react';
import { Card } from './card';
import { LoadError } from './load-error';
import { LoadingBlock } from './spinner';

/** What QueryState reads of a query (or of several combined): its data, its error, and how to ask again. */
export interface QueryStateQuery<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  /** The section's query (or several combined). */
  query: QueryStateQuery<T>;
  /** What the section shows, as in « Impossible de charger {what}. » */
  what: string;
  /** Height of the loading block, to keep the layout still while the data arrive. */
  minHeight?: string;
  /** Text under the spinner while loading; 'Chargement...' by default. */
  loadingLabel?: string;
  /** A whole page's content: the error stands in a card, as the page's content would. */
  framed?: boolean;
  /** The section once its data are there. */
  children: (data: T) => ReactNode;
}

/**
 * The one way a section or page waits for its data: a loading block until they arrive, then the content; after a
 * failure the error is logged (spec §8) and a French message with 'Réessayer' replaces the loading block, which
 * would otherwise never end. Data already shown stay shown when a later refresh fails.
 */
export function QueryState<T>({ query, what, minHeight, loadingLabel, framed = false, children }: QueryStateProps<T>) {
  const { data, error, isFetching, refetch } = query;
  useEffect(() => {
    if (error) console.error(`Impossible de charger ${what}`, error);
  }, [error, what]);

  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    const failure = <LoadError what={what} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    return framed ? <Card padding="lg">{failure}</Card> : failure;
  }
  return <LoadingBlock minHeight={minHeight} label={loadingLabel} />;
}

type DataOf<Q> = Q extends QueryStateQuery<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries a section needs together, as one for QueryState: its data once every query has some, the first
 * failure, and a retry that asks again only what failed.
 */
export function allQueries<Q extends Record<string, QueryStateQuery<unknown>>>(
  queries: Q,
): QueryStateQuery<{ [K in keyof Q]: DataOf<Q[K]> }> {
  const list = Object.values(queries);
  const complete = list.every((query) => query.data !== undefined);
  return {
    data: complete
      ? (Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, query.data])) as {
          [K in keyof Q]: DataOf<Q[K]>;
        })
      : undefined,
    error: list.find((query) => query.error)?.error ?? null,
    isFetching: list.some((query) => query.isFetching),
    refetch: () => {
      for (const query of list) if (query.error) void query.refetch();
    },
  };
}
