import { useEffect, type ReactNode } from 'react';
import { isApiError } from '@/api';
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
  /**
   * Where the failure message stands: true for a whole page's content (in a card, as the content would), or the
   * page's own frame around it (a heading above it, the page's column).
   */
  framed?: boolean | ((failure: ReactNode) => ReactNode);
  /** Class of the failure message, to place it among the section's other notices. */
  className?: string;
  /**
   * What stands while the data arrive, instead of the loading block: a small spinner in a row of buttons, the page's
   * frame drawn before its list, or null for a section that shows nothing until then.
   */
  pending?: ReactNode;
  /**
   * What a 404 means when it is an answer rather than a failure: the dashboard's scores before the company's first
   * evaluation (« not evaluated yet »), a survey link that leads nowhere. Shown instead of the error, which is then
   * neither logged nor offered again; null shows nothing. Without it a 404 is a failure like any other.
   */
  notFound?: ReactNode;
  /** The section once its data are there. */
  children: (data: T) => ReactNode;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The one way a section or page waits for its data: a loading block until they arrive, then the content; after a
 * failure the error is logged (spec §8) and a French message with 'Réessayer' replaces the loading block, which
 * would otherwise never end. The data come before the error: data already shown (a half-filled form among them)
 * stay shown when a later re-read fails.
 */
export function QueryState<T>({
  query,
  what,
  minHeight,
  loadingLabel,
  framed = false,
  className,
  pending,
  notFound,
  children,
}: QueryStateProps<T>) {
  const { data, error, isFetching, refetch } = query;
  const answered = notFound !== undefined && isNotFound(error);
  useEffect(() => {
    if (error && !answered) console.error(`Impossible de charger ${what}`, error);
  }, [error, answered, what]);

  if (data !== undefined) return <>{children(data)}</>;
  if (answered) return <>{notFound}</>;
  if (error) {
    const failure = (
      <LoadError what={what} error={error} onRetry={() => void refetch()} retrying={isFetching} className={className} />
    );
    if (typeof framed === 'function') return <>{framed(failure)}</>;
    return framed ? <Card padding="lg">{failure}</Card> : failure;
  }
  if (pending !== undefined) return <>{pending}</>;
  return <LoadingBlock minHeight={minHeight} label={loadingLabel} />;
}

/**
 * A query whose failure the section shows in a place of its own, as QueryState waits for it: complete once it has
 * answered, with its data or an error. Combined with `allQueries`, a page waits for both calls but fails only on the
 * one it cannot do without.
 */
export function settled(query: QueryStateQuery<unknown>): QueryStateQuery<true> {
  return {
    data: query.data !== undefined || query.error ? true : undefined,
    error: null,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
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
