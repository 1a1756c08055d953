import { useMemo, type ReactNode } from 'react';
import { VictoryPie } from 'victory';
import { formatNumber, formatShare } from '@/lib/format';
import { ChartFigure, type ChartFigureProps, type ChartLegendItem } from './chart-figure';
import { createChartTheme, forcedAware, sliceColor } from './theme';

/**
 * One slice: its name, its count and, optionally, its colour (otherwise the theme's series colours; under a contrast
 * theme, three system colours in turn: `sliceColor`).
 */
export interface PieSlice {
  label: string;
  value: number;
  color?: string;
}

export interface PieChartProps extends Pick<
  ChartFigureProps,
  'title' | 'headingLevel' | 'description' | 'actions' | 'className'
> {
  /** The slices, clockwise from the top. */
  slices: readonly PieSlice[];
  /** 0 for a pie; a ratio of the radius (0.6...) for a donut. */
  innerRatio?: number;
  /** Text in the donut's hole (ignored for a pie), e.g. the total. */
  center?: ReactNode;
  /** How a slice's value is written in the legend ('3', '3 actions'...); the share in percent follows it. */
  formatValue?: (value: number) => string;
  /** Side of the square drawing, in pixels. */
  size?: number;
  /** What is drawn when every value is 0 (a grey ring) is also said here. */
  emptyText?: string;
}

/** A count the French way: '1 234'. */
const formatCount = (value: number) => formatNumber(value, 0);

/**
 * A pie, or a donut with a text in its hole. The legend under it writes every slice's name, value and share, so
 * colour is never the only signal and screen readers read the legend as the chart's text alternative.
 */
export function PieChart({
  slices,
  innerRatio = 0,
  center,
  formatValue = formatCount,
  size = 240,
  emptyText = 'Aucune donnée pour le moment.',
  ...figure
}: PieChartProps) {
  const theme = useMemo(() => createChartTheme(), []);
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  const sliceColors = slices.map((slice, index) => sliceColor(index, slice.color));
  const legend: ChartLegendItem[] = slices.map((slice, index) => ({
    label: slice.label,
    value: `${formatValue(slice.value)} (${formatShare(slice.value, total)})`,
    color: sliceColors[index]!,
  }));
  const radius = size / 2 - 4;
  const data =
    total > 0 ? slices.map((slice, index) => ({ x: index + 1, y: Math.max(0, slice.value) })) : [{ x: 1, y: 1 }];

  return (
    <ChartFigure {...figure} legend={legend} description={figure.description ?? (total === 0 ? emptyText : undefined)}>
      <div className="chart-donut" style={{ width: size, height: size }}>
        <VictoryPie
          theme={theme}
          standalone
          width={size}
          height={size}
          padding={4}
          radius={radius}
          innerRadius={innerRatio > 0 ? radius * innerRatio : 0}
          data={data}
          colorScale={total > 0 ? sliceColors : [forcedAware('empty', 'var(--color-neutral-200)')]}
          // No label per slice at all (the legend writes them): an empty label is still placed and measured.
          labels={[]}
          padAngle={total > 0 && slices.filter((slice) => slice.value > 0).length > 1 ? 1 : 0}
        />
        {innerRatio > 0 && center !== undefined && <div className="chart-donut__center">{center}</div>}
      </div>
    </ChartFigure>
  );
}
