import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const download = vi.hoisted(() => ({ fails: true }));

// The chart chunk's download fails once (offline, new deployment), then succeeds.
vi.mock('./victory-charts', async (importOriginal) => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('a chart whose code fails to download', () => {
  it('says so with a retry, and draws the chart once the download succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { LineChart } = await import('./index');
    render(<LineChart title="Score" points={[{ label: 'Janvier', value: 10 }]} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger le graphique.');

    download.fails = false;
    vi.resetModules();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('figure', { name: 'Score', busy: false })).toBeInTheDocument();
  });
});

describe('a chart whose code is already loaded', () => {
  it('is drawn in the same render as its data: no Suspense fallback that React would reveal up to 300 ms later', async () => {
    download.fails = false;
    vi.resetModules();
    // A fresh module: its lazy components have never rendered, as on a first visit of the dashboard.
    const { PieChart, preloadCharts } = await import('./index');
    await preloadCharts();
    render(<PieChart title="Statuts" slices={[{ label: 'Validées', value: 2, color: 'red' }]} />);
    expect(screen.getByRole('figure', { name: 'Statuts' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement du graphique...')).not.toBeInTheDocument();
  });
});

describe('a chart whose code is on its way', () => {
  it('holds its place: the caption, the controls and a loader as tall as the drawing, announced as busy', async () => {
    download.fails = false;
    vi.resetModules();
    const { LineChart } = await import('./index');
    render(
      <LineChart
        title="Évolution du score"
        headingLevel={3}
        description="Le meilleur score de chaque mois."
        actions={<button type="button">3 mois</button>}
        points={[{ label: 'Janvier', value: 10 }]}
        height={360}
      />,
    );
    const frame = screen.getByRole('figure', { name: 'Évolution du score' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Évolution du score' })).toBeInTheDocument();
    expect(screen.getByText('Le meilleur score de chaque mois.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 mois' })).toBeInTheDocument();
    const loader = screen.getByRole('status');
    expect(loader).toHaveTextContent('Chargement du graphique...');
    expect(loader.closest('.ui-loader') ?? loader).toHaveStyle({ minHeight: '360px' });
    // Then the drawing takes its place, in the same frame.
    expect(await screen.findByRole('figure', { name: 'Évolution du score', busy: false })).toBeInTheDocument();
  });
});
