import { useMemo } from 'react';
import { VictoryAxis, VictoryBar, VictoryChart } from 'victory';
import { formatNumber } from '@/lib/format';
import { ChartFigure, type ChartFigureProps } from './chart-figure';
import { tickValues } from './line-chart';
import { chartTokens as colors, createChartTheme, dataColor } from './theme';
import { useChartFontSize } from './use-chart-font-size';
import { useElementWidth } from './use-element-width';
import { wrapLabel } from './wrap-label';

/** One bar: its category, its value and, optionally, its colour (Highlight under a contrast theme). */
export interface BarDatum {
  label: string;
  value: number;
  color?: string;
}

export interface BarChartProps extends Pick<
  ChartFigureProps,
  'title' | 'headingLevel' | 'description' | 'actions' | 'className' | 'legend'
> {
  /** The bars, in reading order. */
  bars: readonly BarDatum[];
  /** Value axis range; by default 0 to the largest value. */
  domain?: readonly [number, number];
  /** Step between value ticks. */
  tickStep?: number;
  /** Horizontal bars (long category names read better that way). */
  horizontal?: boolean;
  /** Column headers of the text alternative. */
  columns?: readonly [string, string];
  /** How a value is written (table, bar labels). */
  formatValue?: (value: number) => string;
  /** Text size; by default 18, or 20 from 1441 px wide. */
  fontSize?: number;
  /** Drawing height in pixels (horizontal charts grow with their number of bars when omitted). */
  height?: number;
  /** Said instead of the drawing when there is no bar. */
  emptyText?: string;
}

/** A value the French way: '1 234', '52,5'. */
const formatValueFr = (value: number) => formatNumber(value);

/**
 * Bars over categories (questions, statuses, answers...), each labelled with its value; the figures are also given
 * as a hidden table. Categories are wrapped like the radar's labels.
 */
export function BarChart({
  bars,
  domain,
  tickStep,
  horizontal = false,
  columns = ['Catégorie', 'Valeur'],
  formatValue = formatValueFr,
  fontSize: givenFontSize,
  height: givenHeight,
  emptyText = 'Aucune donnée à afficher pour le moment.',
  ...figure
}: BarChartProps) {
  const windowFontSize = useChartFontSize();
  const fontSize = givenFontSize ?? windowFontSize;
  const labelSize = Math.round(fontSize * 0.75);
  const theme = useMemo(() => createChartTheme(fontSize), [fontSize]);
  const [ref, width, ready] = useElementWidth<HTMLDivElement>(640);
  const max = domain?.[1] ?? Math.max(1, ...bars.map((bar) => bar.value));
  const min = domain?.[0] ?? 0;
  const wrapped = bars.map((bar) => wrapLabel(bar.label, horizontal ? 160 : 100));
  const lines = Math.max(1, ...wrapped.map((block) => block.length));
  const height = givenHeight ?? (horizontal ? Math.max(200, bars.length * (lines * labelSize * 1.3 + 16) + 60) : 320);
  const categoryRoom = horizontal ? 170 : lines * labelSize * 1.3 + 24;
  // Room after the longest bar for its value ('13 (32 %)'), so that no value runs out of the card.
  const longestValue = Math.max(...bars.map((bar) => formatValue(bar.value).length), 1);
  const valueRoom = Math.max(48, Math.ceil(longestValue * labelSize * 0.62) + 16);
  // Horizontal charts count x from the bottom: reverse it so the first bar is read first, at the top.
  const position = (index: number) => (horizontal ? bars.length - index : index + 1);
  const barAt = (tick: number) => (horizontal ? bars.length - tick : tick - 1);
  const data = bars.map((bar, index) => ({
    x: position(index),
    y: bar.value,
    fill: dataColor(bar.color),
  }));
  const table = { columns, rows: bars.map((bar) => [bar.label, formatValue(bar.value)]) };

  if (bars.length === 0) return <ChartFigure {...figure} emptyText={emptyText} />;

  return (
    <ChartFigure {...figure} table={table}>
      <div ref={ref} className="chart-canvas" style={{ minHeight: height }}>
        {ready && (
          <VictoryChart
            theme={theme}
            width={width}
            height={height}
            horizontal={horizontal}
            domain={{ x: [0.5, bars.length + 0.5], y: [min, max] }}
            padding={
              horizontal
                ? { top: 16, right: valueRoom, bottom: 40, left: categoryRoom }
                : { top: fontSize * 1.8, right: 24, bottom: categoryRoom, left: 48 }
            }
          >
            <VictoryAxis
              tickValues={bars.map((_, index) => index + 1)}
              tickFormat={(tick: number) => (wrapped[barAt(tick)] ?? []).join('\n')}
              style={{ tickLabels: { fontSize: labelSize, fill: colors.text } }}
            />
            <VictoryAxis
              dependentAxis
              tickValues={tickStep ? tickValues(min, max, tickStep) : undefined}
              tickFormat={(tick: number) => formatNumber(tick)}
              style={{ tickLabels: { fontSize: labelSize, fill: colors.textMuted } }}
            />
            <VictoryBar
              data={data}
              barRatio={0.7}
              cornerRadius={{ top: 4 }}
              style={{
                data: { fill: ({ datum }) => String(datum?.fill ?? dataColor()) },
                labels: { fontSize: labelSize, fontWeight: 600, fill: colors.text },
              }}
              labels={({ datum }: { datum: { y: number } }) => formatValue(datum.y)}
            />
          </VictoryChart>
        )}
      </div>
    </ChartFigure>
  );
}
