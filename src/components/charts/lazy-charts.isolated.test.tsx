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
    expect(await screen.findByRole('figure', { name: 'Score' })).toBeInTheDocument();
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
