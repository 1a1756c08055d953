import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChartSlotContext } from './chart-slot';
import { LineChart } from './line-chart';
import { PieChart } from './pie-chart';
import { RadarChart } from './radar-chart';

/** One small chart of each kind, taking the code paths of the product's charts (gaps, point labels, wrapped spokes). */
const samples = [
  <LineChart
    key="line"
    title="Échauffement"
    points={[
      { label: 'Janvier', value: 40 },
      { label: 'Février', value: null },
      { label: 'Mars', value: 55 },
    ]}
  />,
  <RadarChart
    key="radar"
    title="Échauffement"
    items={[
      { label: 'Atténuation du changement climatique', value: 1 },
      { label: 'Conditions de travail', value: 3 },
      { label: 'Éthique des affaires', value: 2 },
    ]}
  />,
  <PieChart
    key="pie"
    title="Échauffement"
    innerRatio={0.6}
    center="3"
    slices={[
      { label: 'Validées', value: 1 },
      { label: 'En cours', value: 2 },
    ]}
  />,
];

let started = false;

/**
 * Draws one small chart of each kind off the page (into a detached element: never laid out nor painted), one per
 * idle moment, the first time a route preloads the chart code. Victory's code is slow the first time it runs (a
 * first line chart takes several times longer than the next one): it then runs while the route's data calls are in
 * flight, not once the answers are there and the page's own charts wait to be drawn. Skipped without
 * requestIdleCallback (jsdom, older Safari).
 */
export function warmUpCharts(): void {
  if (started || typeof requestIdleCallback === 'undefined') return;
  started = true;
  const draw = (index: number) => {
    const sample = samples[index];
    if (!sample) return;
    requestIdleCallback(() => {
      const root = createRoot(document.createElement('div'));
      const slot = { element: document.createElement('div'), width: 640 };
      // A known width: nothing measured, no layout.
      flushSync(() => root.render(<ChartSlotContext value={slot}>{sample}</ChartSlotContext>));
      root.unmount();
      draw(index + 1);
    });
  };
  draw(0);
}
