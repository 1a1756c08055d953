import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NOT_FOUND_TITLE, documentTitle, routeTitle, type RoutePath } from '@/domain/pages';

/**
 * Gives the browser tab and history each page's own title (WCAG 2.4.2, RGAA 8.6), from the one table of pages: the
 * deepest matched route's title, or the not-found title when nothing matched.
 */
export function DocumentTitle() {
  const title = useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1];
      if (!leaf) return null;
      // A path no route matches leaves the root alone in the matches; a loader's notFound() marks its match.
      if (leaf.routeId === '__root__' || matches.some((match) => match.status === 'notFound')) return NOT_FOUND_TITLE;
      return routeTitle(leaf.fullPath as RoutePath, leaf.params as Record<string, string | undefined>);
    },
  });
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title);
  }, [title]);
  return null;
}
