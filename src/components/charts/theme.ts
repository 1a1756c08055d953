import type { VictoryThemeDefinition } from 'victory-core';

/**
 * One Victory theme for every chart of the product, built from the design tokens (src/styles/tokens.css). Colours
 * are `var(--token)` references: Victory writes them into inline SVG styles, so a token change reaches the charts
 * without a second copy of the palette. Sizes are numbers because Victory measures text to lay labels out.
 */

/** Axis colours (spec §9: governance violet, social pink, environment green, business blue). */
export const axisColors = {
  gouvernance: 'var(--color-axis-gouvernance)',
  social: 'var(--color-axis-social)',
  environnement: 'var(--color-axis-environnement)',
  business: 'var(--color-axis-business)',
} as const;

/** Colours of series that are not axes (status slices, bars), in the order a chart picks them. */
export const seriesColors = [
  'var(--color-primary)',
  'var(--color-axis-business)',
  'var(--color-warning)',
  'var(--color-axis-social)',
  'var(--color-axis-gouvernance)',
  'var(--color-axis-environnement)',
] as const;

/** Tokens the wrappers use outside the theme (grids, muted fills, text). */
export const chartTokens = {
  text: 'var(--color-text)',
  textMuted: 'var(--color-text-muted)',
  grid: 'var(--color-border)',
  axis: 'var(--color-border-strong)',
  primary: 'var(--color-primary)',
  primarySubtle: 'var(--color-primary-subtle)',
  surface: 'var(--color-surface)',
  muted: 'var(--color-neutral-200)',
  fontFamily: 'var(--font-family-sans)',
} as const;

/** Spec §2/§9: chart text is 18 px, 20 px from 1441 px wide. */
export const CHART_FONT_SIZE = { base: 18, large: 20 } as const;
/** Window width from which the larger chart font applies (tokens.css --breakpoint-large). */
export const LARGE_CHART_MIN_WIDTH = 1441;

/** The theme at a given font size (the font size follows the window, so the theme is built per size). */
export function createChartTheme(fontSize: number = CHART_FONT_SIZE.base): VictoryThemeDefinition {
  const labels = { fontFamily: chartTokens.fontFamily, fontSize, fill: chartTokens.text, padding: 8 };
  const tickLabels = { ...labels, fill: chartTokens.textMuted, fontSize: Math.round(fontSize * 0.8) };
  const axisStyle = {
    axis: { stroke: chartTokens.axis, strokeWidth: 1 },
    grid: { stroke: 'none' },
    ticks: { stroke: 'none', size: 0 },
    tickLabels,
    axisLabel: { ...labels, padding: 36 },
  };
  return {
    palette: { qualitative: [...seriesColors] },
    chart: { padding: { top: 24, right: 32, bottom: 56, left: 64 } },
    axis: { style: axisStyle },
    dependentAxis: {
      style: { ...axisStyle, axis: { stroke: 'none' }, grid: { stroke: chartTokens.grid, strokeDasharray: '4 4' } },
    },
    polarAxis: { style: { ...axisStyle, grid: { stroke: chartTokens.grid } } },
    polarDependentAxis: { style: { ...axisStyle, grid: { stroke: chartTokens.grid } } },
    line: {
      style: { data: { stroke: chartTokens.primary, strokeWidth: 3, strokeLinecap: 'round' }, labels },
    },
    scatter: { style: { data: { fill: chartTokens.primary, stroke: chartTokens.surface, strokeWidth: 2 }, labels } },
    area: { style: { data: { fill: chartTokens.primary, fillOpacity: 0.25, stroke: chartTokens.primary }, labels } },
    bar: { style: { data: { fill: chartTokens.primary }, labels } },
    pie: {
      colorScale: [...seriesColors],
      style: { data: { stroke: chartTokens.surface, strokeWidth: 2 }, labels },
    },
  };
}
