import { useMatches } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RoutePath } from '@/domain/pages';
import type * as RouteTitles from '@/domain/route-titles';
import { afterFirstContentfulPaint } from './first-paint';

type Titles = typeof RouteTitles;

let loadedTitles: Titles | null = null;

/**
 * Fetches the titles module once and keeps it: every `DocumentTitle` mounted after has its titles from its first
 * render. Tests of the titles themselves load them first, so that they do not depend on when a lazy import ends.
 */
export async function loadRouteTitles(): Promise<Titles> {
  loadedTitles ??= await import('@/domain/route-titles');
  return loadedTitles;
}

/** The titles module, fetched once the first page has painted (index.html's title shows until then). */
function useTitles(): Titles | null {
  const [titles, setTitles] = useState(loadedTitles);
  useEffect(() => {
    if (titles) return;
    let cancelled = false;
    afterFirstContentfulPaint(() => {
      void loadRouteTitles().then((module) => {
        if (!cancelled) setTitles(module);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [titles]);
  return titles;
}

/** What the selection gives when nothing matched: the not-found page. */
const NOT_FOUND = '';

/**
 * Gives the browser tab and history each page's own title (WCAG 2.4.2, RGAA 8.6), from the one table of pages: the
 * deepest matched route's title, or the not-found title when nothing matched.
 */
export function DocumentTitle() {
  const titles = useTitles();
  // A string, so that the selection compares by value and the effect runs only when the page changes.
  const page = useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1];
      // A path no route matches leaves the root alone in the matches; a loader's notFound() marks its match.
      if (!leaf || leaf.routeId === '__root__' || matches.some((match) => match.status === 'notFound')) {
        return NOT_FOUND;
      }
      return JSON.stringify([leaf.fullPath, leaf.params]);
    },
  });
  useEffect(() => {
    if (!titles) return;
    if (page === NOT_FOUND) {
      document.title = titles.documentTitle(titles.NOT_FOUND_TITLE);
      return;
    }
    const [path, params] = JSON.parse(page) as [RoutePath, Record<string, string | undefined>];
    document.title = titles.documentTitle(titles.routeTitle(path, params));
  }, [titles, page]);
  return null;
}
