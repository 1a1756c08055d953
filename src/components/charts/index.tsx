/**
 * The shared chart layer: the lazy Victory-backed charts (lazy-charts.tsx, preload.ts) and what surrounds them. Only
 * re-exports: with the bundler's lazy barrels, a route that imports `preloadCharts` gets that module alone.
 */
export { BarChart, CollaboratorDonut, LineChart, PieChart, RadarChart } from './lazy-charts';
export { loadCharts, preloadCharts } from './preload';
export { ChartFigure, type ChartFigureProps, type ChartLegendItem, type ChartTable } from './chart-figure';
export { ChartSlot } from './chart-slot';
export type { BarChartProps, BarDatum } from './bar-chart';
export type { CollaboratorDonutProps } from './collaborator-donut';
export type { LineChartProps, LinePoint } from './line-chart';
export type { PieChartProps, PieSlice } from './pie-chart';
export type { RadarChartProps, RadarItem } from './radar-chart';
export { axisColors, chartTokens, CHART_FONT_SIZE, LARGE_CHART_MIN_WIDTH, seriesColors } from './theme';
export { chartFontSizeFor, useChartFontSize } from './use-chart-font-size';
export { LABEL_CHAR_WIDTH, LABEL_WRAP_WIDTH, wrapLabel } from './wrap-label';
