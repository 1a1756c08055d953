import { useSyncExternalStore } from 'react';
import { CHART_FONT_SIZE, LARGE_CHART_MIN_WIDTH } from './theme';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The chart font size for a window width: 18, or 20 from 1441 px (spec §9). */
export function chartFontSizeFor(windowWidth: number): number {
  return windowWidth >= LARGE_CHART_MIN_WIDTH ? CHART_FONT_SIZE.large : CHART_FONT_SIZE.base;
}

/** The chart font size for the current window, re-evaluated on every resize. */
export function useChartFontSize(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => chartFontSizeFor(window.innerWidth),
    () => CHART_FONT_SIZE.base,
  );
}
