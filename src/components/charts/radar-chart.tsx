import { useMemo } from 'react';
import {
  VictoryArea,
  VictoryChart,
  VictoryClipContainer,
  VictoryContainer,
  VictoryLabel,
  VictoryPolarAxis,
  VictoryScatter,
} from 'victory';
import { ChartFigure, type ChartFigureProps } from './chart-figure';
import { tickValues } from './line-chart';
import { chartTokens as colors, createChartTheme, dataColor, forcedAware } from './theme';
import { useChartFontSize } from './use-chart-font-size';
import { useClipId } from './use-clip-id';
import { useElementWidth } from './use-element-width';
import { wrapLabel } from './wrap-label';

/** One spoke of the radar: what is measured and its level. */
export interface RadarItem {
  label: string;
  value: number;
}

export interface RadarChartProps extends Pick<
  ChartFigureProps,
  'title' | 'headingLevel' | 'hideTitle' | 'description' | 'actions' | 'className'
> {
  /** The spokes, clockwise from the top. */
  items: readonly RadarItem[];
  /** Scale of every spoke (spec §5: 0 to 4). */
  maxValue?: number;
  /** Step between rings (spec §5: 1). */
  tickStep?: number;
  /** Column headers of the text alternative. */
  columns?: readonly [string, string];
  /** How a value is written in the table. */
  formatValue?: (value: number) => string;
  /** Largest side of the square drawing, in pixels (the enlarged view passes a bigger one). */
  maxSize?: number;
  /** Text size of the spoke labels; by default the charts' (spec §9): 18, or 20 from 1441 px wide. */
  fontSize?: number;
  /** Fill and outline colour; Highlight under a contrast theme. */
  color?: string;
  /** Said instead of the drawing when there is no spoke. */
  emptyText?: string;
}

/**
 * Below this width the spoke labels cannot sit around the circle (a wrapped label is about 16 characters wide on each
 * side): the spokes are numbered and a legend under the drawing names them, in the same order.
 */
export const RADAR_COMPACT_WIDTH = 460;

/**
 * Vertical anchor of a spoke's label: labels above the centre grow upwards and those below grow downwards, so a
 * multi-line label never runs back over the outer ring (Victory centres them on the spoke's end otherwise).
 */
export function spokeLabelAnchor(index: number, count: number): 'start' | 'middle' | 'end' {
  const sine = Math.sin(((90 + (360 * index) / Math.max(count, 1)) * Math.PI) / 180);
  if (sine > 0.35) return 'end';
  if (sine < -0.35) return 'start';
  return 'middle';
}

/**
 * A radar (spider) chart of levels on a fixed scale: spoke labels wrapped over several lines (about 100 units at
 * 6 per character), rings at every step, the shape filled in the chosen colour, and the figures as a hidden table.
 */
export function RadarChart({
  items,
  maxValue = 4,
  tickStep = 1,
  columns = ['Élément', 'Niveau'],
  formatValue = (value) => `${value}/${maxValue}`,
  maxSize = 520,
  fontSize: givenFontSize,
  color: givenColor = colors.primary,
  emptyText = 'Aucune donnée à afficher pour le moment.',
  ...figure
}: RadarChartProps) {
  const windowFontSize = useChartFontSize();
  const labelFontSize = givenFontSize ?? windowFontSize;
  const color = dataColor(givenColor);
  const theme = useMemo(() => createChartTheme(labelFontSize), [labelFontSize]);
  const [ref, width, ready] = useElementWidth<HTMLDivElement>(maxSize);
  const clipId = useClipId();
  // Never wider than its card (a phone's is about 250 px), never so small that the rings merge.
  const size = Math.max(200, Math.min(width, maxSize));
  const compact = width < RADAR_COMPACT_WIDTH;
  const wrapped = items.map((item, index) => (compact ? [String(index + 1)] : wrapLabel(item.label)));
  const longestBlock = Math.max(1, ...wrapped.map((lines) => lines.length));
  // Room around the circle for the wrapped labels: a line is ~16 characters wide and the block a few lines high; a
  // number needs one line.
  const padding = compact ? labelFontSize + 20 : Math.max(80, longestBlock * labelFontSize * 1.2 + 24);
  const data = items.map((item, index) => ({ x: index + 1, y: Math.min(maxValue, Math.max(0, item.value)) }));
  const table = { columns, rows: items.map((item) => [item.label, formatValue(item.value)]) };

  if (items.length === 0) {
    return <ChartFigure {...figure} emptyText={emptyText} />;
  }

  return (
    <ChartFigure {...figure} table={table}>
      <div
        ref={ref}
        className="chart-canvas chart-canvas--centered"
        data-font-size={labelFontSize}
        style={{ minHeight: size }}
      >
        {ready && (
          <VictoryChart
            polar
            // Drawn at its own pixel size: a responsive viewBox would blow the labels up on a wide card.
            containerComponent={<VictoryContainer responsive={false} />}
            theme={theme}
            width={size}
            height={size}
            padding={padding}
            domain={{ x: [1, items.length + 1], y: [0, maxValue] }}
            startAngle={90}
            endAngle={450}
          >
            <VictoryPolarAxis
              tickValues={items.map((_, index) => index + 1)}
              tickFormat={(tick: number) => (wrapped[tick - 1] ?? []).join('\n')}
              tickLabelComponent={
                <VictoryLabel
                  verticalAnchor={({ index }) => spokeLabelAnchor(Number(index), items.length)}
                  style={{ fontSize: labelFontSize, fill: colors.text, fontFamily: colors.fontFamily }}
                  lineHeight={1.15}
                />
              }
              labelPlacement="vertical"
              style={{ axis: { stroke: colors.grid }, grid: { stroke: colors.grid } }}
            />
            <VictoryPolarAxis
              dependentAxis
              // Between the first two spokes, so the ring values never sit under the top label.
              axisAngle={90 + 180 / Math.max(items.length, 1)}
              tickValues={tickValues(0, maxValue, tickStep).filter((tick) => tick > 0)}
              labelPlacement="vertical"
              style={{
                axis: { stroke: 'none' },
                grid: { stroke: colors.grid, strokeDasharray: '4 4' },
                tickLabels: { fontSize: labelFontSize - 2, fill: colors.textMuted },
              }}
            />
            <VictoryArea
              data={data}
              // Under a contrast theme the tint, too faint to see against the page, goes: the outline draws the shape.
              style={{
                data: { fill: forcedAware('area', givenColor), fillOpacity: 0.2, stroke: color, strokeWidth: 2.5 },
              }}
              groupComponent={<VictoryClipContainer clipId={clipId} />}
            />
            <VictoryScatter data={data} size={4} style={{ data: { fill: color } }} />
          </VictoryChart>
        )}
      </div>
      {ready && compact && (
        // What the numbers on the spokes stand for, in their order: part of the drawing, hidden like it from screen
        // readers, which read the table of levels instead.
        <ol className="radar-legend">
          {items.map((item) => (
            <li key={item.label}>{item.label}</li>
          ))}
        </ol>
      )}
    </ChartFigure>
  );
}
