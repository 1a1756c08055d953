import { useMemo } from 'react';
import { VictoryAxis, VictoryChart, VictoryClipContainer, VictoryLine, VictoryScatter } from 'victory';
import { ChartFigure, type ChartFigureProps } from './chart-figure';
import { chartTokens as colors, createChartTheme, dataColor } from './theme';
import { useChartFontSize } from './use-chart-font-size';
import { useClipId } from './use-clip-id';
import { useElementWidth } from './use-element-width';

/** One point of a line: a category on the x-axis and its value, or null for a gap (not zero). */
export interface LinePoint {
  label: string;
  value: number | null;
  /**
   * Written under the axis in place of the labels when the series is too long to label each point (a year under
   * its first month); the table keeps every `label`.
   */
  axisLabel?: string;
}

/** Beyond this many points, the axis shows only the `axisLabel`s, the points lose their value labels and the figures show as a table. */
export const LONG_SERIES = 24;

export interface LineChartProps extends Pick<ChartFigureProps, 'title' | 'headingLevel' | 'description' | 'actions'> {
  /** The points in order; a null value leaves a gap in the line. */
  points: readonly LinePoint[];
  /** Y-axis range. */
  yDomain?: readonly [number, number];
  /** Step between y-axis ticks (spec §5: 10 for the score chart). */
  yTickStep?: number;
  /** Column headers of the text alternative: the category, then the value. */
  columns?: readonly [string, string];
  /** How a value is written (table, point labels). */
  formatValue?: (value: number) => string;
  /** What the table says for a gap. */
  gapText?: string;
  /** Text size; by default 18, or 20 from 1441 px wide. */
  fontSize?: number;
  /** Drawing height in pixels. */
  height?: number;
  /** Line colour (a CSS colour or var() reference); Highlight under a contrast theme. */
  color?: string;
  /** Said instead of the drawing when there is no point at all. */
  emptyText?: string;
}

/** Ticks from min to max (both included) every `step`. */
export function tickValues(min: number, max: number, step: number): number[] {
  const count = Math.floor((max - min) / step);
  return Array.from({ length: count + 1 }, (_, index) => min + index * step);
}

/**
 * A line over categories (months, sessions...) with gaps where a value is missing, each point labelled with its
 * value; the figures are also given as a hidden table.
 */
export function LineChart({
  points,
  yDomain = [0, 100],
  yTickStep = 10,
  columns = ['Période', 'Valeur'],
  formatValue = String,
  gapText = 'Aucune valeur',
  fontSize: givenFontSize,
  height = 320,
  color: givenColor = colors.primary,
  emptyText = 'Aucune donnée à afficher pour le moment.',
  ...figure
}: LineChartProps) {
  const windowFontSize = useChartFontSize();
  const fontSize = givenFontSize ?? windowFontSize;
  const color = dataColor(givenColor);
  const theme = useMemo(() => createChartTheme(fontSize), [fontSize]);
  const [ref, width, ready] = useElementWidth<HTMLDivElement>(720);
  const clipId = useClipId();

  const long = points.length > LONG_SERIES;
  const axisTicks = long
    ? points.flatMap((point, index) => (point.axisLabel === undefined ? [] : [index + 1]))
    : points.map((_, index) => index + 1);
  const tickLabel = (tick: number) => (long ? points[tick - 1]?.axisLabel : points[tick - 1]?.label) ?? '';
  const data = points.map((point, index) => ({ x: index + 1, y: point.value }));
  const defined = data.filter((datum): datum is { x: number; y: number } => datum.y !== null);
  const table = {
    columns,
    rows: points.map((point) => [point.label, point.value === null ? gapText : formatValue(point.value)]),
  };

  // Long category names that would run into each other (12 months at 18-20 px) are slanted instead.
  const longestLabel = Math.max(0, ...axisTicks.map((tick) => tickLabel(tick).length));
  const labelWidth = longestLabel * fontSize * 0.6;
  const slotWidth = (width - fontSize * 3 - 24) / Math.max(axisTicks.length, 1);
  const slanted = labelWidth > slotWidth * 0.9;
  const labelRoom = labelWidth * Math.sin((35 * Math.PI) / 180) + fontSize;

  if (points.length === 0) return <ChartFigure {...figure} emptyText={emptyText} />;

  return (
    <ChartFigure {...figure} table={table} tableShown={long}>
      <div ref={ref} className="chart-canvas" data-font-size={fontSize} style={{ minHeight: height }}>
        {ready && (
          <VictoryChart
            theme={theme}
            width={width}
            height={height}
            domain={{ x: [0.5, Math.max(points.length, 1) + 0.5], y: [yDomain[0], yDomain[1]] }}
            padding={{
              top: fontSize * 2,
              right: 24,
              bottom: slanted ? labelRoom + 16 : fontSize * 3,
              left: fontSize * 3,
            }}
          >
            <VictoryAxis
              tickValues={axisTicks}
              tickFormat={tickLabel}
              style={{
                tickLabels: slanted
                  ? { fontSize, fill: colors.textMuted, angle: -35, textAnchor: 'end', verticalAnchor: 'middle' }
                  : { fontSize, fill: colors.textMuted },
              }}
            />
            <VictoryAxis
              dependentAxis
              tickValues={tickValues(yDomain[0], yDomain[1], yTickStep)}
              style={{ tickLabels: { fontSize, fill: colors.textMuted } }}
            />
            <VictoryLine
              data={data}
              style={{ data: { stroke: color } }}
              groupComponent={<VictoryClipContainer clipId={clipId} />}
            />
            <VictoryScatter
              data={defined}
              size={long ? 3 : 6}
              style={{ data: { fill: color }, labels: { fontSize, fontWeight: 600, fill: colors.text } }}
              labels={long ? undefined : ({ datum }: { datum: { y: number } }) => formatValue(datum.y)}
            />
          </VictoryChart>
        )}
      </div>
    </ChartFigure>
  );
}
