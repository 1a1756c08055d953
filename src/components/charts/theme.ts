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

/**
 * A chart's colour, with what a contrast theme makes of it (`forced-colors: active`). The browser repaints text and
 * boxes itself but leaves an SVG's fill and stroke as written, so under a contrast theme each chart colour must name a
 * system colour. The mapping is CSS's, in one place: src/styles/forced-colors.css defines `--chart-forced-<role>` (the
 * data in Highlight, grids in GrayText...) under `@media (forced-colors: active)` only; elsewhere the property is
 * undefined and the colour the chart was given applies. Texts, axes and surfaces need no role of their own: their
 * tokens (--color-text, --color-border-strong, --color-surface) are remapped there already.
 */
export function forcedAware(role: ForcedChartRole, color: string): string {
  return `var(--chart-forced-${role}, ${color})`;
}

/**
 * The roles a contrast theme recolours in a chart (forced-colors.css): `data` (lines, points, bars, the radar's
 * outline), `grid`, `area` (the radar's faint tint, dropped), `outline` (around pie slices), `empty` (the ring of a
 * pie with nothing in it), and the three colours pie slices alternate between (`slice-1` to `slice-3`).
 */
export type ForcedChartRole = 'data' | 'grid' | 'area' | 'outline' | 'empty' | `slice-${1 | 2 | 3}`;

/** Colours of series that are not axes (status slices, bars), in the order a chart picks them. */
export const seriesColors = [
  'var(--color-primary)',
  'var(--color-axis-business)',
  'var(--color-warning)',
  'var(--color-axis-social)',
  'var(--color-axis-gouvernance)',
  'var(--color-axis-environnement)',
] as const;

/**
 * The colour of a pie's slice (or a series) at `index`: its own or the series colour, which a contrast theme replaces
 * by one of three system colours in turn (the legend under the pie names each slice, drawn with the same colour, so
 * colour is never the only cue).
 */
export function sliceColor(index: number, color?: string): string {
  const slice = (index % 3) + 1;
  return forcedAware(`slice-${slice as 1 | 2 | 3}`, color ?? seriesColors[index % seriesColors.length]!);
}

/** Tokens the wrappers use outside the theme (grids, text, the data's colour). */
export const chartTokens = {
  text: 'var(--color-text)',
  textMuted: 'var(--color-text-muted)',
  grid: forcedAware('grid', 'var(--color-border)'),
  axis: 'var(--color-border-strong)',
  primary: 'var(--color-primary)',
  surface: 'var(--color-surface)',
  fontFamily: 'var(--font-family-sans)',
} as const;

/** The colour a chart draws its data in: the one it was given, Highlight under a contrast theme. */
export function dataColor(color: string = chartTokens.primary): string {
  return forcedAware('data', color);
}

/** Spec §2/§9: chart text is 18 px, 20 px from 1441 px wide. */
export const CHART_FONT_SIZE = { base: 18, large: 20 } as const;
/** Window width from which the larger chart font applies (tokens.css --breakpoint-large). */
export const LARGE_CHART_MIN_WIDTH = 1441;

/**
 * The theme at a given font size (the font size follows the window, so the theme is built per size), in the tokens'
 * colours, which a contrast theme remaps in CSS (see `forcedAware`).
 */
export function createChartTheme(fontSize: number = CHART_FONT_SIZE.base): VictoryThemeDefinition {
  const colors = chartTokens;
  const series = seriesColors.map((color, index) => sliceColor(index, color));
  const data = dataColor();
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
      style: { data: { stroke: data, strokeWidth: 3, strokeLinecap: 'round' }, labels },
    },
    scatter: { style: { data: { fill: data, stroke: colors.surface, strokeWidth: 2 }, labels } },
    area: { style: { data: { fill: data, fillOpacity: 0.25, stroke: data }, labels } },
    bar: { style: { data: { fill: data }, labels } },
    pie: {
      colorScale: series,
      style: { data: { stroke: forcedAware('outline', colors.surface), strokeWidth: 2 }, labels },
    },
  };
}
