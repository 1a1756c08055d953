/**
 * The Victory-backed wrappers, in one module: `index.tsx` imports it lazily, so Victory (~87 kB gzipped) becomes one
 * chunk that only pages drawing a chart download.
 */
import { installCanvasTextMeasure } from './text-measure';
import { CHART_FONT_SIZE, chartTokens } from './theme';

// Labels measured without forcing the page's layout (see text-measure.ts), before any chart renders.
installCanvasTextMeasure({ fontFamily: chartTokens.fontFamily, fontSize: CHART_FONT_SIZE.base });

export { BarChart } from './bar-chart';
export { CollaboratorDonut } from './collaborator-donut';
export { LineChart } from './line-chart';
export { PieChart } from './pie-chart';
export { RadarChart } from './radar-chart';
export { warmUpCharts } from './warm-up';
