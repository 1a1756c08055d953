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

/**
 * The same roles under a contrast theme (`forced-colors: active`, see use-forced-colors.ts): the theme's system
 * colours, which SVG accepts as any CSS colour. Text and axes in CanvasText (the theme's own text contrast, at least
 * 4.5:1), grids in GrayText, the data (lines, points, bars, the radar's shape) in Highlight, on Canvas.
 */
export const forcedChartTokens = {
  text: 'CanvasText',
  textMuted: 'CanvasText',
  grid: 'GrayText',
  axis: 'CanvasText',
  primary: 'Highlight',
  primarySubtle: 'Canvas',
  surface: 'Canvas',
  muted: 'Canvas',
  fontFamily: chartTokens.fontFamily,
} as const;

/** The colours of one chart: the tokens, or the system colours under a contrast theme. */
export type ChartColors = { readonly [Role in keyof typeof chartTokens]: string };

export function chartColorsFor(forcedColors: boolean): ChartColors {
  return forcedColors ? forcedChartTokens : chartTokens;
}

/**
 * Slices of a pie under a contrast theme, where the axis and status colours are gone: they alternate between the
 * highlight, the text colour and the page colour, each outlined in the text colour (the legend under the pie names
 * each slice, drawn with the same fill, so colour is never the only cue).
 */
export const forcedSliceColors = ['Highlight', 'CanvasText', 'Canvas'] as const;

/** Spec §2/§9: chart text is 18 px, 20 px from 1441 px wide. */
export const CHART_FONT_SIZE = { base: 18, large: 20 } as const;
/** Window width from which the larger chart font applies (tokens.css --breakpoint-large). */
export const LARGE_CHART_MIN_WIDTH = 1441;

/**
 * The theme at a given font size (the font size follows the window, so the theme is built per size), in the tokens'
 * colours or, under a contrast theme, in system colours.
 */
export function createChartTheme(
  fontSize: number = CHART_FONT_SIZE.base,
  forcedColors = false,
): VictoryThemeDefinition {
  const colors = chartColorsFor(forcedColors);
  const series = forcedColors ? [...forcedSliceColors] : [...seriesColors];
  const labels = { fontFamily: colors.fontFamily, fontSize, fill: colors.text, padding: 8 };
  const tickLabels = { ...labels, fill: colors.textMuted, fontSize: Math.round(fontSize * 0.8) };
  const axisStyle = {
    axis: { stroke: colors.axis, strokeWidth: 1 },
    grid: { stroke: 'none' },
    ticks: { stroke: 'none', size: 0 },
    tickLabels,
    axisLabel: { ...labels, padding: 36 },
  };
  return {
    palette: { qualitative: series },
    chart: { padding: { top: 24, right: 32, bottom: 56, left: 64 } },
    axis: { style: axisStyle },
    dependentAxis: {
      style: { ...axisStyle, axis: { stroke: 'none' }, grid: { stroke: colors.grid, strokeDasharray: '4 4' } },
    },
    polarAxis: { style: { ...axisStyle, grid: { stroke: colors.grid } } },
    polarDependentAxis: { style: { ...axisStyle, grid: { stroke: colors.grid } } },
    line: {
      style: { data: { stroke: colors.primary, strokeWidth: 3, strokeLinecap: 'round' }, labels },
    },
    scatter: { style: { data: { fill: colors.primary, stroke: colors.surface, strokeWidth: 2 }, labels } },
    area: { style: { data: { fill: colors.primary, fillOpacity: 0.25, stroke: colors.primary }, labels } },
    bar: { style: { data: { fill: colors.primary }, labels } },
    pie: {
      colorScale: series,
      style: { data: { stroke: forcedColors ? colors.text : colors.surface, strokeWidth: 2 }, labels },
    },
  };
}
