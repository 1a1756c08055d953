import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { announce } from '@/components/ui/announcer';

/** How long a page may take to draw its heading (its data, its code) before its title is spoken instead. */
const HEADING_WAIT_MS = 5_000;

/** The page's heading: the first `h1` of the main region (every page has one, from its header), or of the document. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * Whether focus is still where the navigation left it: on the link or button that navigated, or on nothing (that
 * control has gone with the old page). A page that moved focus itself (a form's first field, a dialog) keeps it.
 */
function focusIsLeftBehind(before: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === before || !before?.isConnected;
}

/**
 * Moves focus to the new page's heading (`tabindex="-1"`: focusable by script, not in the Tab order), without
 * scrolling, once the page has drawn it. A screen reader then reads the heading, as after a page load; the global
 * `:focus-visible` rule draws no ring when a pointer chose the link. With no heading in time, the title is spoken.
 * Returns what stops the wait (the next navigation).
 */
function focusPageHeading(before: Element | null): () => void {
  const place = (): boolean => {
    const heading = pageHeading();
    if (!heading) return false;
    if (focusIsLeftBehind(before)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (place()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (place()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    announce(document.title);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Announces every page change made inside the app (WCAG 2.4.3, 4.1.3; GOV.UK Frontend's practice), for every route at
 * once, from the router's own events: once a navigation to another path has resolved, focus moves to the new page's
 * heading. The first load is left alone (the browser announces a loaded page), and so is a change of the search or
 * the hash alone (a filter typed into the URL, the skip link's `#contenu`).
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(() => {
    let focusedBefore: Element | null = null;
    let stopWaiting = () => undefined as void;
    const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
      focusedBefore = document.activeElement;
    });
    const unsubscribeResolved = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return;
      stopWaiting();
      stopWaiting = focusPageHeading(focusedBefore);
    });
    return () => {
      unsubscribeBefore();
      unsubscribeResolved();
      stopWaiting();
    };
  }, [router]);
  return null;
}
