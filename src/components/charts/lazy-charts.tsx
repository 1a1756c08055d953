import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LoadError, LoadingBlock } from '@/components/ui';
import type { BarChartProps } from './bar-chart';
import { ChartFigure, type ChartFigureProps } from './chart-figure';
import type { CollaboratorDonutProps } from './collaborator-donut';
import type { LineChartProps } from './line-chart';
import type { PieChartProps } from './pie-chart';
import type { RadarChartProps } from './radar-chart';
import { loadCharts, loadedCharts } from './preload';
import type * as VictoryCharts from './victory-charts';

/**
 * The lazy chart wrappers (re-exported by the `@/components/charts` barrel). Victory is fetched the first time a
 * chart renders (or when a route calls `preloadCharts()` in its loader, so the download runs alongside the page's
 * data calls), never with the login page or any route that draws no chart.
 */

interface ChartBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a failed chart download and offers to try again instead of breaking the page. */
class ChartLoadBoundary extends Component<ChartBoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <LoadError
        what="le graphique"
        onRetry={() => {
          this.setState({ error: undefined });
          this.props.onRetry();
        }}
      />
    );
  }
}

type FramedProps = Pick<ChartFigureProps, 'title' | 'headingLevel' | 'description' | 'actions'> & { height?: number };

const LOADING_CHART = 'Chargement du graphique...';

/**
 * What stands for a chart while its code loads: its frame (caption, description, controls) around a loader as tall
 * as the drawing will be, when the chart says how tall; the page then does not move when the drawing comes (CLS).
 */
function chartPlaceholder(props: FramedProps): ReactNode {
  if (typeof props.height !== 'number') return <LoadingBlock minHeight="10rem" label={LOADING_CHART} />;
  return (
    <ChartFigure
      title={props.title}
      headingLevel={props.headingLevel}
      description={props.description}
      actions={props.actions}
      loading={<LoadingBlock minHeight={`${props.height}px`} label={LOADING_CHART} />}
    />
  );
}

function lazyChart<P extends FramedProps>(pick: (module: typeof VictoryCharts) => ComponentType<P>) {
  const createLazy = () => lazy(async () => ({ default: pick(await loadCharts()) }));
  // One lazy component per chart type, used only while the chart code is not there yet.
  let shared = createLazy();
  function LazyChart(props: P & { fallback?: ReactNode }) {
    const { fallback, ...chartProps } = props;
    // React.lazy remembers a failure: a retry needs a fresh lazy component.
    const [Lazy, setLazy] = useState(() => shared);
    // A chart is drawn in a transition after the render that mounts it has been painted: what arrived with it (the
    // score beside the history chart, another section's list) shows at once instead of waiting for the drawing.
    const [drawn, setDrawn] = useState(false);
    useEffect(() => startTransition(() => setDrawn(true)), []);
    const placeholder = fallback ?? chartPlaceholder(chartProps as P);
    if (!drawn) return placeholder;
    // Once the code is loaded (the dashboard's loader preloads it alongside its data calls), the chart is drawn in
    // the same render as its data: suspending there would make React hold each reveal back by its 300 ms
    // Suspense throttle, charts appearing in batches long after their data.
    const loaded = loadedCharts();
    if (loaded) {
      const Chart = pick(loaded);
      return <Chart {...(chartProps as P)} />;
    }
    return (
      <ChartLoadBoundary
        onRetry={() => {
          shared = createLazy();
          setLazy(() => shared);
        }}
      >
        <Suspense fallback={placeholder}>
          <Lazy {...(chartProps as P)} />
        </Suspense>
      </ChartLoadBoundary>
    );
  }
  return LazyChart;
}

export const LineChart = lazyChart<LineChartProps>((module) => module.LineChart);
export const RadarChart = lazyChart<RadarChartProps>((module) => module.RadarChart);
export const PieChart = lazyChart<PieChartProps>((module) => module.PieChart);
export const BarChart = lazyChart<BarChartProps>((module) => module.BarChart);
export const CollaboratorDonut = lazyChart<CollaboratorDonutProps>((module) => module.CollaboratorDonut);
