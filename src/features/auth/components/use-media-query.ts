import { useCallback, useSyncExternalStore } from 'react';

/** The spec's wide-screen breakpoint (§9: mobile layout under 1024 px); the CSS repeats the literal value. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/**
 * Whether a media query matches, kept current as the window changes. Where `matchMedia` does not exist (jsdom
 * without a stub) the `fallback` is used, so screens render their default layout in tests.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => mediaQueryList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, matches, () => fallback);
}

/** True on screens 1024 px wide or more: the login form is only offered there (spec §2 "Login"). */
export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, true);
}
