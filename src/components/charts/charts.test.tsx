import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { createPortal } from 'react-dom';
import { TextSize } from 'victory';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollaboratorDonut } from './collaborator-donut';
import { LineChart, tickValues } from './line-chart';
import { PieChart } from './pie-chart';
import userEvent from '@testing-library/user-event';
import { formatShare } from '@/lib/format';
import { RADAR_COMPACT_WIDTH, RadarChart } from './radar-chart';
import { BarChart } from './bar-chart';
import { ChartSlot, ChartSlotContext } from './chart-slot';
import { chartFontSizeFor, useChartFontSize } from './use-chart-font-size';
import { installCanvasTextMeasure, measureTextSize } from './text-measure';
import { wrapLabel } from './wrap-label';
import { LineChart as LazyLineChart, preloadCharts } from './index';

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('wrapLabel', () => {
  it('wraps at about 100 units of 6 per character (16 characters), between words', () => {
    expect(wrapLabel('Atténuation du changement climatique')).toEqual(['Atténuation du', 'changement', 'climatique']);
    expect(wrapLabel('Égalité')).toEqual(['Égalité']);
    expect(wrapLabel('Anticonstitutionnellement long')).toEqual(['Anticonstitutionnellement', 'long']);
    expect(wrapLabel('un deux trois quatre', 60)).toEqual(['un deux', 'trois', 'quatre']);
  });
});

describe('chart font size', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => setWindowWidth(initialWidth));

  it('is 18 below 1441 px wide and 20 from 1441 px', () => {
    expect(chartFontSizeFor(1440)).toBe(18);
    expect(chartFontSizeFor(1441)).toBe(20);
  });

  it('is re-evaluated when the window is resized', () => {
    function Probe() {
      return <output>{useChartFontSize()}</output>;
    }
    setWindowWidth(1280);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('18');
    act(() => setWindowWidth(1600));
    expect(screen.getByRole('status')).toHaveTextContent('20');
    act(() => setWindowWidth(1440));
    expect(screen.getByRole('status')).toHaveTextContent('18');
  });
});

describe('LineChart', () => {
  const points = [
    { label: 'Janvier', value: 40 },
    { label: 'Février', value: null },
    { label: 'Mars', value: 55 },
  ];

  it('names the figure by its caption and gives the figures, gaps included, as a table', () => {
    render(
      <LineChart
        title="Évolution de votre score RSE"
        points={points}
        columns={['Mois', 'Score']}
        formatValue={(value) => `${value}/100`}
        gapText="Aucune évaluation"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Évolution de votre score RSE' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Données du graphique « Évolution de votre score RSE »' });
    expect(rowsOf(table)).toEqual([
      ['Janvier', '40/100'],
      ['Février', 'Aucune évaluation'],
      ['Mars', '55/100'],
    ]);
  });

  it('draws a gap, not a zero, for a missing value, and labels the y-axis 0 to 100 every 10', () => {
    const { container } = render(<LineChart title="Score" points={points} fontSize={18} />);
    // d3 starts a new sub-path (M) after an undefined point: two separate segments, none at y = 0.
    const line = container.querySelector('path[role="presentation"][style*="stroke"]');
    expect(line?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    const svgText = Array.from(container.querySelectorAll('svg text')).map((node) => node.textContent);
    for (const tick of tickValues(0, 100, 10)) expect(svgText).toContain(String(tick));
    expect(svgText).toEqual(expect.arrayContaining(['Janvier', 'Février', 'Mars']));
    expect(container.querySelector('[data-font-size]')).toHaveAttribute('data-font-size', '18');
  });

  it('reads at 96 months: years under the axis, no value on each point, and the figures in a table anyone can open', async () => {
    const user = userEvent.setup();
    const months = Array.from({ length: 96 }, (_, index) => ({
      label: `Mois ${(index % 12) + 1} ${2019 + Math.floor(index / 12)}`,
      value: 40 + (index % 10),
      axisLabel: index % 12 === 0 ? String(2019 + index / 12) : undefined,
    }));
    const { container } = render(<LineChart title="Score" points={months} fontSize={18} />);
    const svgText = Array.from(container.querySelectorAll('svg text')).map((node) => node.textContent);
    const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026'];
    expect(svgText.filter((text) => /^\d{4}$/.test(text ?? ''))).toEqual(years);
    expect(svgText.some((text) => text?.startsWith('Mois'))).toBe(false);
    expect(svgText).not.toContain('45');

    await user.click(screen.getByText('Voir les chiffres'));
    const table = screen.getByRole('table', { name: 'Données du graphique « Score »' });
    expect(table).toBeVisible();
    expect(rowsOf(table)).toHaveLength(96);
    expect(rowsOf(table)[95]).toEqual(['Mois 12 2026', '45']);
  });

  it('says so when there is nothing to draw', () => {
    render(<LineChart title="Score" points={[]} emptyText="Rien à afficher." />);
    expect(screen.getByText('Rien à afficher.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('RadarChart', () => {
  it('rings every 1 from 1 to 4, wraps the spoke labels and tables the levels', () => {
    const { container } = render(
      <RadarChart
        title="Maturité"
        columns={['Enjeu', 'Niveau']}
        items={[
          { label: 'Atténuation du changement climatique', value: 2 },
          { label: 'Égalité', value: 4 },
          { label: 'Santé et sécurité', value: 1 },
        ]}
      />,
    );
    const texts = Array.from(container.querySelectorAll('svg text')).map((node) => node.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
    expect(texts).not.toContain('5');
    const spans = Array.from(container.querySelectorAll('svg tspan')).map((node) => node.textContent);
    expect(spans).toEqual(expect.arrayContaining(['Atténuation du', 'changement', 'climatique']));
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Atténuation du changement climatique', '2/4'],
      ['Égalité', '4/4'],
      ['Santé et sécurité', '1/4'],
    ]);
  });

  it('numbers its spokes and names them in a legend on a narrow card, where the labels cannot sit around it', () => {
    const items = [
      { label: 'Atténuation du changement climatique', value: 2 },
      { label: 'Égalité', value: 4 },
      { label: 'Santé et sécurité', value: 1 },
    ];
    const narrow = render(
      <ChartSlotContext value={{ element: document.body, width: RADAR_COMPACT_WIDTH - 1 }}>
        <RadarChart title="Maturité" items={items} />
      </ChartSlotContext>,
    );
    const spokes = Array.from(narrow.container.querySelectorAll('svg tspan'), (node) => node.textContent);
    expect(spokes).not.toContain('Égalité');
    const legend = narrow.container.querySelector('ol.radar-legend');
    expect(Array.from(legend?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual(
      items.map((item) => item.label),
    );
    narrow.unmount();

    const wide = render(
      <ChartSlotContext value={{ element: document.body, width: RADAR_COMPACT_WIDTH }}>
        <RadarChart title="Maturité" items={items} />
      </ChartSlotContext>,
    );
    expect(Array.from(wide.container.querySelectorAll('svg tspan'), (node) => node.textContent)).toContain('Égalité');
    expect(wide.container.querySelector('ol.radar-legend')).toBeNull();
  });
});

describe('RadarChart text size (spec §9)', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => setWindowWidth(initialWidth));

  it.each([
    [1440, '18'],
    [1441, '20'],
  ])("writes its spoke labels at the charts' size at %i px wide: %s px", (width, size) => {
    setWindowWidth(width);
    const { container } = render(<RadarChart title="Maturité" items={[{ label: 'Climat', value: 2 }]} />);
    expect(container.querySelector('[data-font-size]')).toHaveAttribute('data-font-size', size);
    const label = Array.from(container.querySelectorAll<SVGTextElement>('svg text')).find(
      (node) => node.textContent === 'Climat',
    );
    expect(label?.getAttribute('style') ?? label?.querySelector('tspan')?.getAttribute('style')).toContain(
      `font-size: ${size}px`,
    );
  });
});

describe('drawing in one render', () => {
  it('gives the line and the radar shape their clip id at once: Victory would otherwise re-key and redraw them', () => {
    const phases: string[] = [];
    const { container } = render(
      <Profiler id="charts" onRender={(_id, phase) => phases.push(phase)}>
        <LineChart title="Score" points={[{ label: 'Janvier', value: 40 }]} />
        <RadarChart title="Maturité" items={[{ label: 'Climat', value: 2 }]} />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
    const clipped = Array.from(container.querySelectorAll('[clip-path]'), (group) => group.getAttribute('clip-path'));
    expect(clipped).toHaveLength(2);
    for (const url of clipped) expect(container.querySelector(`clipPath${url?.slice(4, -1)}`)).not.toBeNull();
  });
});

describe('a chart in a ChartSlot', () => {
  /** Reports widths when the test says, as the browser does after a layout it has done anyway. */
  class FakeResizeObserver {
    static all: FakeResizeObserver[] = [];
    targets: Element[] = [];
    constructor(private readonly callback: ResizeObserverCallback) {
      FakeResizeObserver.all.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {}
    report(target: Element, width: number) {
      const entry = { target, contentRect: { width } } as unknown as ResizeObserverEntry;
      act(() => this.callback([entry], this as unknown as ResizeObserver));
    }
  }
  const observerOf = (target: Element) => {
    const observer = FakeResizeObserver.all.findLast((candidate) => candidate.targets.includes(target));
    if (!observer) throw new Error('Élément non observé');
    return observer;
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeResizeObserver.all = [];
  });

  it('is drawn once, at the width the slot had while the data loaded, without measuring the page first', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const layout = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    let commits = 0;
    const countCommits = () => (commits += 1);
    const { container, rerender } = render(<ChartSlot>Chargement...</ChartSlot>);
    const slot = container.firstElementChild as HTMLElement;
    observerOf(slot).report(slot, 800);

    const chart = <LineChart title="Score" points={[{ label: 'Janvier', value: 40 }]} />;
    rerender(
      <ChartSlot>
        <Profiler id="chart" onRender={countCommits}>
          {chart}
        </Profiler>
      </ChartSlot>,
    );
    const canvas = container.querySelector('.chart-canvas') as HTMLElement;
    expect(canvas.querySelector('svg')).toHaveAttribute('width', '800');
    expect(layout.mock.contexts).not.toContain(canvas);
    expect(commits).toBe(1);

    // The canvas's own first report is the same width: nothing to redraw. A real resize is followed.
    observerOf(canvas).report(canvas, 800);
    expect(commits).toBe(1);
    observerOf(canvas).report(canvas, 640);
    expect(canvas.querySelector('svg')).toHaveAttribute('width', '640');
    layout.mockRestore();
  });

  it("measures itself when it is drawn elsewhere through a portal (an enlarged view in a modal): not at the slot's width", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 900 } as DOMRect);
    const { container, rerender } = render(<ChartSlot>Chargement...</ChartSlot>);
    const slot = container.firstElementChild as HTMLElement;
    observerOf(slot).report(slot, 600);

    rerender(
      <ChartSlot>
        {createPortal(<LineChart title="Agrandi" points={[{ label: 'Mars', value: 55 }]} />, document.body)}
      </ChartSlot>,
    );
    expect(screen.getByRole('figure', { name: 'Agrandi' }).querySelector('svg')).toHaveAttribute('width', '900');
  });
});

describe('PieChart', () => {
  it('writes every slice with its value and share in the legend', () => {
    render(
      <PieChart
        title="Avancée"
        slices={[
          { label: 'Validées', value: 1 },
          { label: 'En cours', value: 1 },
          { label: 'À réaliser', value: 2 },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Légende : Avancée' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Validées1 (25 %)', 'En cours1 (25 %)', 'À réaliser2 (50 %)']);
    // Nothing written on the slices themselves: not even empty labels, which Victory would place and measure.
    expect(document.querySelectorAll('.chart-donut svg text')).toHaveLength(0);
  });

  it('stays exact with 2,000 answers: a lone answer is not 0 %, nor the rest 100 %, and counts are written whole', () => {
    render(
      <PieChart
        title="Réponses"
        slices={[
          { label: 'Oui', value: 1999 },
          { label: 'Non', value: 1 },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: 'Légende : Réponses' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Oui1 999 (> 99 %)', 'Non1 (< 1 %)']);
  });

  it('says when every count is 0', () => {
    render(<PieChart title="Avancée" slices={[{ label: 'Validées', value: 0 }]} />);
    expect(screen.getByText('Aucune donnée pour le moment.')).toBeInTheDocument();
    expect(formatShare(0, 0)).toBe('0 %');
  });
});

describe('CollaboratorDonut', () => {
  it('shows registered people against the headcount', () => {
    render(<CollaboratorDonut title="Collaborateurs" registered={4} employees={45} />);
    const legend = screen.getByRole('list', { name: 'Légende : Collaborateurs' });
    expect(within(legend).getByText('Collaborateurs inscrits sur Steer').parentElement).toHaveTextContent('4 (9 %)');
    expect(within(legend).getByText('Collaborateurs pas encore inscrits').parentElement).toHaveTextContent('41 (91 %)');
    expect(screen.getByText('4/45')).toBeInTheDocument();
  });

  it('counts the accounts as the headcount when the headcount on file is lower', () => {
    render(<CollaboratorDonut title="Collaborateurs" registered={6} employees={3} />);
    expect(screen.getByText('6/6')).toBeInTheDocument();
  });
});

describe('BarChart', () => {
  it('labels each bar with its value and tables them', () => {
    const { container } = render(
      <BarChart
        title="Niveaux"
        domain={[0, 4]}
        tickStep={1}
        formatValue={(value) => `${value}/4`}
        bars={[
          { label: 'Stratégie', value: 2 },
          { label: 'Biodiversité', value: 3 },
        ]}
      />,
    );
    const texts = Array.from(container.querySelectorAll('svg text')).map((node) => node.textContent);
    expect(texts).toEqual(expect.arrayContaining(['2/4', '3/4', 'Stratégie', 'Biodiversité']));
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Stratégie', '2/4'],
      ['Biodiversité', '3/4'],
    ]);
  });
});

describe('lazy wrappers', () => {
  it('load Victory on first render and then draw the chart', async () => {
    await preloadCharts();
    render(<LazyLineChart title="Score" points={[{ label: 'Janvier', value: 10 }]} />);
    expect(await screen.findByRole('figure', { name: 'Score', busy: false })).toBeInTheDocument();
  });
});

describe('warming the chart code up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a chart of each kind off the page, one per idle moment, once a route preloads the chart code', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const measure = vi.spyOn(TextSize._approximateTextSizeInternal, 'impl');
    await preloadCharts();
    await preloadCharts();
    expect(idle).toHaveLength(1);

    let moments = 0;
    for (let callback = idle.shift(); callback; callback = idle.shift()) {
      moments += 1;
      callback({ didTimeout: false, timeRemaining: () => 50 });
    }
    expect(moments).toBe(3);
    // Victory ran (it measured labels), and nothing was left on the page.
    expect(measure).toHaveBeenCalled();
    expect(document.querySelector('.chart-figure')).toBeNull();
  });
});

describe('label measurement', () => {
  /** A canvas whose text is 0.5 em per character, 1.25 em high: enough to check what is asked and how it adds up. */
  class FakeCanvas {
    static fonts: string[] = [];
    getContext() {
      const context = {
        font: '',
        measureText: (text: string) => {
          FakeCanvas.fonts.push(context.font);
          const size = Number(/^(\d+)px/.exec(context.font)?.[1]);
          return { width: text.length * size * 0.5, fontBoundingBoxAscent: size, fontBoundingBoxDescent: size / 4 };
        },
      };
      return context;
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--font-family-sans');
  });

  it('measures with a canvas in the chart font, without laying the page out', () => {
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    document.documentElement.style.setProperty('--font-family-sans', 'Inter, sans-serif');
    const layout = vi.spyOn(Element.prototype, 'getBoundingClientRect');

    expect(measureTextSize('Janvier', { fontSize: 20, fontFamily: 'var(--font-family-sans)' })).toEqual({
      width: 70,
      height: 25,
    });
    expect(FakeCanvas.fonts.at(-1)).toBe('20px Inter, sans-serif');
    // Lines stack (each line height × its box), the widest line gives the width; an angle turns the box.
    expect(measureTextSize(['Atténuation du', 'climat'], { fontSize: 16, lineHeight: 1.2 })).toEqual({
      width: 112,
      height: 48,
    });
    const slanted = measureTextSize('Septembre', { fontSize: 18, angle: -90 });
    expect(slanted?.width).toBeCloseTo(22.5);
    expect(slanted?.height).toBeCloseTo(81);
    expect(layout).not.toHaveBeenCalled();
    layout.mockRestore();
  });

  it('has its canvas and the chart font set up when installed, before any chart measures a label', () => {
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    FakeCanvas.fonts = [];
    installCanvasTextMeasure({ fontSize: 18, fontFamily: 'Inter' });
    expect(FakeCanvas.fonts).toEqual(['18px Inter']);
  });

  it('is what Victory uses once the chart code is loaded', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    await preloadCharts();
    expect(TextSize.approximateTextSize('58', { fontSize: 18 })).toEqual({ width: 18, height: 22.5 });
  });
});

describe('under a contrast theme (forced colours)', () => {
  /** What src/styles/forced-colors.css sets under `forced-colors: active`: the one mapping, custom property → value. */
  const forced = new Map(
    [
      ...readFileSync(resolve(import.meta.dirname, '../../styles/forced-colors.css'), 'utf8').matchAll(
        /(--[\w-]+):\s*([^;]+);/g,
      ),
    ].map(([, name, value]) => [name!, value!.trim()]),
  );

  /** A colour as the browser computes it, given the custom properties defined (none outside a contrast theme). */
  function computed(value: string, defined: ReadonlyMap<string, string>): string {
    const match = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value.trim());
    if (!match) return value.trim();
    const [, name, fallback] = match;
    const own = defined.get(name!);
    if (own !== undefined) return computed(own, defined);
    return fallback === undefined ? value.trim() : computed(fallback, defined);
  }

  /** Every fill and stroke the chart's drawing writes, computed under the contrast theme. */
  function paints(container: HTMLElement, defined: ReadonlyMap<string, string> = forced) {
    const nodes = Array.from(container.querySelectorAll<SVGElement>('svg *'));
    return nodes.flatMap((node) =>
      [node.style.fill, node.style.stroke].filter(Boolean).map((paint) => computed(paint, defined)),
    );
  }
  const SYSTEM = new Set(['CanvasText', 'Canvas', 'GrayText', 'Highlight', 'none', 'transparent']);

  const points = [
    { label: 'Janvier', value: 40 },
    { label: 'Mars', value: 55 },
  ];
  const textFills = (container: HTMLElement) =>
    new Set(
      Array.from(container.querySelectorAll<SVGElement>('svg text, svg tspan'), (node) => node.style.fill)
        .filter(Boolean)
        .map((fill) => computed(fill, forced)),
    );

  it('draws every chart in system colours only, from the mapping of forced-colors.css', () => {
    const charts = [
      <LineChart key="line" title="Score" points={points} fontSize={18} color="var(--color-axis-social)" />,
      <BarChart key="bars" title="Réponses" bars={[{ label: 'Oui', value: 3, color: 'var(--color-axis-social)' }]} />,
      <PieChart
        key="pie"
        title="Statuts"
        slices={[
          { label: 'A', value: 1 },
          { label: 'B', value: 2, color: 'var(--color-axis-business)' },
          { label: 'C', value: 3 },
        ]}
      />,
      <PieChart key="empty" title="Vide" slices={[{ label: 'A', value: 0 }]} />,
      <RadarChart
        key="radar"
        title="Maturité"
        items={[
          { label: 'Un', value: 2 },
          { label: 'Deux', value: 3 },
          { label: 'Trois', value: 1 },
        ]}
      />,
    ];
    for (const chart of charts) {
      const { container, unmount } = render(chart);
      const drawn = paints(container);
      expect(drawn.length, chart.key ?? '').toBeGreaterThan(0);
      for (const paint of drawn) expect(SYSTEM, `${chart.key}: ${paint}`).toContain(paint);
      unmount();
    }
  });

  it('draws texts in CanvasText, the line in Highlight and the grid in GrayText; elsewhere, the colours given', () => {
    const { container } = render(<LineChart title="Score" points={points} fontSize={18} />);
    const line = container.querySelector<SVGPathElement>('path[role="presentation"][style*="stroke"]')!;
    expect(computed(line.style.stroke, forced)).toBe('Highlight');
    expect(computed(line.style.stroke, new Map())).toBe('var(--color-primary)');
    expect(textFills(container)).toEqual(new Set(['CanvasText']));
    expect(paints(container)).toContain('GrayText');
  });

  it('fills bars with Highlight whatever colour they were given', () => {
    const { container } = render(
      <BarChart title="Réponses" bars={[{ label: 'Oui', value: 3, color: 'var(--color-axis-social)' }]} />,
    );
    const bar = container.querySelector<SVGPathElement>('path[role="presentation"][style*="fill"]')!;
    expect(computed(bar.style.fill, forced)).toBe('Highlight');
    expect(computed(bar.style.fill, new Map())).toBe('var(--color-axis-social)');
  });

  it('alternates pie slices between Highlight, CanvasText and Canvas, outlined in CanvasText, the legend alike', () => {
    const { container } = render(
      <PieChart
        title="Statuts"
        slices={['A', 'B', 'C', 'D'].map((label, index) => ({
          label,
          value: index + 1,
          color: 'var(--color-warning)',
        }))}
      />,
    );
    const slices = Array.from(container.querySelectorAll<SVGPathElement>('svg path'));
    expect(slices.map((slice) => computed(slice.style.fill, forced))).toEqual([
      'Highlight',
      'CanvasText',
      'Canvas',
      'Highlight',
    ]);
    expect(new Set(slices.map((slice) => computed(slice.style.stroke, forced)))).toEqual(new Set(['CanvasText']));
    const swatches = Array.from(container.querySelectorAll<HTMLElement>('.chart-legend__swatch'));
    expect(swatches.map((swatch) => computed(swatch.style.background, forced))).toEqual([
      'Highlight',
      'CanvasText',
      'Canvas',
      'Highlight',
    ]);
  });
});
