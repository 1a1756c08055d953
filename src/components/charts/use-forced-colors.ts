import { useSyncExternalStore } from 'react';

/** The media query of a contrast theme (Windows' contrast themes and the like). */
export const FORCED_COLORS_QUERY = '(forced-colors: active)';

function forcedColorsQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(FORCED_COLORS_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = forcedColorsQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether a contrast theme is on (`forced-colors: active`), followed as the person switches it. The browser repaints
 * text and boxes itself, but leaves an SVG's fill and stroke as written: the charts draw in system colours then.
 */
export function useForcedColors(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => forcedColorsQuery()?.matches ?? false,
    () => false,
  );
}
