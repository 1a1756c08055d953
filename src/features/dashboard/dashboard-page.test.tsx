import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, findUserByEmail } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute, renderWithProviders } from '../../../tests/render';
import { DashboardPage } from './dashboard-page';
import { thermometerFill } from './thermometer';

const AXES = [
  { label: 'Gouvernance & Stratégie', key: 'axe2Result' },
  { label: 'Social', key: 'axe3Result' },
  { label: 'Environnement', key: 'axe4Result' },
  { label: 'Business durable', key: 'axe5Result' },
] as const;

function storedResultsOf(email: string) {
  const companyId = findUserByEmail(email)?.companyId;
  const results = db.scoreResults.findFirst((q) => q.where({ companyId: companyId ?? -1 }));
  if (!results) throw new Error(`Aucun score enregistré pour l'entreprise de ${email}`);
  return results;
}

/** Records every request the app sends from now on. */
function recordRequests() {
  const requests: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return { requests, stop: () => server.events.removeListener('request:start', listener) };
}

describe('/dashboard', () => {
  let stopRecording: (() => void) | undefined;
  afterEach(() => stopRecording?.());

  it("shows the global score and the four axis thermometers of Claire Martin's company", async () => {
    const stored = storedResultsOf('claire.martin@verdance.fr');
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon tableau de bord dynamique' })).toBeInTheDocument();
    const global = await screen.findByText('Votre score global:', { exact: false });
    expect(global).toHaveTextContent(`Votre score global: ${stored.result}/100`);

    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(4);
    for (const { label, key } of AXES) {
      const score = stored[key];
      const meter = screen.getByRole('meter', { name: label });
      expect(meter).toHaveAttribute('aria-valuenow', String(score));
      expect(meter).toHaveAttribute('aria-valuemax', '25');
      expect(meter).toHaveAttribute('aria-valuetext', `${score}/25`);
      // The value is written out too, not left to the colour and height alone.
      expect(within(meter).getByText(`${score}/25`)).toBeInTheDocument();
      // Spec §9: the fill is the score times 4 percent.
      expect(meter.querySelector<HTMLElement>('.thermometer__fill')?.style.height).toBe(`${score * 4}%`);
    }
  });

  it('shows the limited-access message while the company has not been evaluated (404)', async () => {
    await signInAs('sarah.lefebvre@cobalt-numerique.fr');
    renderRoute('/dashboard');

    expect(await screen.findByText('Soyez patient.e,')).toBeInTheDocument();
    expect(
      screen.getByText(
        "l'évaluation de votre maturité RSE sera réalisée avec votre copilote lors de votre prochain échange !",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('sends an account without company to the onboarding, and asks nothing of the server for scores', async () => {
    await signInAs('nina.roux@atelier-lumen.fr');
    const recording = recordRequests();
    stopRecording = recording.stop;
    const { router } = renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Mon entreprise' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(recording.requests.filter((path) => path.startsWith('/results/'))).toEqual([]);
  });
});

describe('DashboardPage', () => {
  it('shows the loader while the scores are on their way', () => {
    server.use(http.get('*/results/:email', () => new Promise<never>(() => {})));
    renderWithProviders(<DashboardPage email="claire.martin@verdance.fr" companyId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });

  it('only logs any other failure and stays on its loader (spec §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/results/:email', () =>
        HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    renderWithProviders(<DashboardPage email="claire.martin@verdance.fr" companyId={1} />);

    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('scores'), expect.anything()));
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByText('Soyez patient.e,')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('thermometerFill', () => {
  it('is the score times 4 percent, within 0–100', () => {
    expect(thermometerFill(0)).toBe(0);
    expect(thermometerFill(17)).toBe(68);
    expect(thermometerFill(25)).toBe(100);
    expect(thermometerFill(30)).toBe(100);
    expect(thermometerFill(-1)).toBe(0);
  });
});

describe('/home', () => {
  it("is the spec's placeholder page", async () => {
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Page' })).toBeInTheDocument();
  });
});
