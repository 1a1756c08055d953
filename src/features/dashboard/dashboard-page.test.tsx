import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueries } from '@/api/queries/dashboard';
import { createLoadedStoryRouter, StoryProviders } from '../../../.storybook/decorators';
import { db, findUserByEmail } from '../../../mocks/db';
import { upcomingSolutions } from '../../../mocks/handlers/solutions';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { createTestContext, renderRoute, renderWithProviders } from '../../../tests/render';
import { ActionsSection } from './actions-section';
import { ScoreSection } from './dashboard-page';
import { dashboardPageQueries } from './page-queries';
import { PrioritySection } from './priority-section';
import { ScoreHistoryChart } from './score-history-chart';
import { monthLabel } from '@/lib/format';
import { monthlyBestScores, periodMonths } from './score-history';
import { thermometerFill } from './thermometer';
import { recordRequests } from '../../../tests/record-requests';
import { createMemoryHistory } from '@tanstack/react-router';
import { writeAccessToken } from '@/api';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { accessTokenForSession, openSession, toSessionUser } from '../../../mocks/handlers/session';

const CLAIRE = 'claire.martin@verdance.fr';
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

const AXES = [
  { label: 'Gouvernance & Stratégie', key: 'axe2Result' },
  { label: 'Social', key: 'axe3Result' },
  { label: 'Environnement', key: 'axe4Result' },
  { label: 'Business durable', key: 'axe5Result' },
] as const;

const DEADLINES_EMPTY =
  "Vous n'avez pas encore indiqué d'échéances pour vos actions prioritaires, ou bien celles-ci sont trop lointaines. Rendez-vous à la page pilotage pour le faire !";
const ACHIEVEMENTS_EMPTY = "Vous n'avez pas réalisé d'actions les six derniers mois.";

function companyOf(email: string): number {
  const companyId = findUserByEmail(email)?.companyId;
  if (!companyId) throw new Error(`${email} n'a pas d'entreprise`);
  return companyId;
}

/** Claire's dashboard queries, as the page gives its sections. */
const claireQueries = () =>
  dashboardPageQueries({ email: CLAIRE, companyId: companyOf(CLAIRE), tokenCompanyId: companyOf(CLAIRE) });

function storedResultsOf(email: string) {
  const companyId = companyOf(email);
  const results = db.scoreResults.findFirst((q) => q.where({ companyId }));
  if (!results) throw new Error(`Aucun score enregistré pour l'entreprise de ${email}`);
  return results;
}

type Section = 'history' | 'priority' | 'actions';

/**
 * One section of a signed-in person's dashboard, with a router (the empty deadlines link to /pilotage). Tests of a
 * section render only that section: the whole page draws six charts, too slow for jsdom on a busy machine.
 */
async function renderDashboard(section: Section, email = CLAIRE) {
  await signInAs(email);
  const router = await createLoadedStoryRouter(['/dashboard']);
  const user = userEvent.setup();
  const companyId = companyOf(email);
  const ui = {
    history: <ScoreHistoryChart companyId={companyId} />,
    priority: <PrioritySection queries={dashboardPageQueries({ email, companyId, tokenCompanyId: companyId })} />,
    actions: <ActionsSection queries={dashboardPageQueries({ email, companyId, tokenCompanyId: companyId })} />,
  }[section];
  render(<StoryProviders router={router}>{ui}</StoryProviders>);
  return { user };
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

function deadline(id: number, description: string, day = '2099-01-15') {
  return { id, deadline: day, description, status: 'inProgress' as const };
}

function achievement(content: string, updatedAt: string) {
  return { solution: { content, question: { title: 'Conditions de travail' } }, updated_at: updatedAt };
}

describe('/dashboard', () => {
  let stopRecording: (() => void) | undefined;
  afterEach(() => stopRecording?.());

  it("shows every section of Claire Martin's company with its data", async () => {
    const stored = storedResultsOf(CLAIRE);
    const companyId = companyOf(CLAIRE);
    await signInAs(CLAIRE);
    renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mon tableau de bord dynamique' })).toBeInTheDocument();
    const global = await screen.findByText('Votre score global:', { exact: false });
    expect(global).toHaveTextContent(`Votre score global: ${stored.result}/100`);
    for (const { label, key } of AXES) {
      const meter = screen.getByRole('meter', { name: label });
      expect(meter).toHaveAttribute('aria-valuetext', `${stored[key]}/25`);
      expect(meter.querySelector<HTMLElement>('.thermometer__fill')?.style.height).toBe(`${stored[key] * 4}%`);
    }

    // The line chart, 6 months by default, with its figures as a table.
    const history = await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false });
    expect(rowsOf(within(history).getByRole('table'))).toHaveLength(6);
    expect(screen.getByRole('radio', { name: '6 mois' })).toBeChecked();

    // The radar: one row per priority issue of the company.
    const liked = db.likedQuestions.findMany((q) => q.where({ companyId }));
    const radar = await screen.findByRole('figure', { name: 'Maturité de vos enjeux prioritaires', busy: false });
    expect(rowsOf(within(radar).getByRole('table'))).toHaveLength(liked.length);

    // The pie: the company's actions by status.
    const solutions = db.solutions.findMany((q) => q.where({ companyId }));
    const count = (status: string) => solutions.filter((solution) => solution.status === status).length;
    const pie = await screen.findByRole('figure', { name: 'Avancée de vos actions prioritaires', busy: false });
    expect(within(pie).getByText('Validées').parentElement).toHaveTextContent(`${count('validated')} (`);
    expect(within(pie).getByText('À réaliser').parentElement).toHaveTextContent(`${count('toRealize')} (`);

    // Deadlines: the count in the title, two shown.
    const upcoming = upcomingSolutions(companyId, { all: true, now: new Date() });
    const deadlines = await screen.findByRole('region', { name: `Mes échéances à venir (${upcoming.length})` });
    expect(within(deadlines).getAllByRole('article')).toHaveLength(Math.min(2, upcoming.length));
    expect(await within(region('Mes dernières réalisations')).findAllByRole('article')).toHaveLength(2);
    expect(await screen.findAllByRole('figure', { name: 'Vos collaborateurs sur Steer' })).toHaveLength(2);
  });

  it("shows Sarah's company (not evaluated yet) with every empty state", async () => {
    await signInAs(SARAH);
    renderRoute('/dashboard');

    expect(await screen.findByText('Soyez patient.e,')).toBeInTheDocument();
    const empty = await screen.findByText(/Vous n'avez pas encore indiqué d'échéances/);
    expect(empty).toHaveTextContent(DEADLINES_EMPTY);
    expect(within(empty).getByRole('link', { name: 'la page pilotage' })).toHaveAttribute('href', '/pilotage');
    expect(await screen.findByText(ACHIEVEMENTS_EMPTY)).toBeInTheDocument();
    // The score history's caption, once its chart is drawn (its loading frame shows the same caption, then goes).
    const history = await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false });
    expect(history).toHaveTextContent(
      'Aucun score sur cette période : la courbe apparaîtra après votre première évaluation.',
    );
  });

  it('starts every call at once: nothing waits on the scores', async () => {
    server.use(http.get('*/results/:email', () => new Promise<never>(() => {})));
    const recording = recordRequests();
    stopRecording = recording.stop;
    await signInAs(CLAIRE);
    recording.requests.length = 0;
    renderRoute('/dashboard');

    // Every other section fills in while the scores are still on their way.
    expect(
      await screen.findByRole('figure', { name: 'Avancée de vos actions prioritaires', busy: false }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false }),
    ).toBeInTheDocument();
    expect(within(region('Mes scores RSE')).getAllByRole('status')[0]).toHaveTextContent('Chargement...');

    const dashboardCalls = recording.requests.filter(({ path }) => !path.startsWith('/api/auth'));
    const paths = new Set(dashboardCalls.map(({ path }) => path.replace(encodeURIComponent(CLAIRE), '{email}')));
    expect([...paths].sort()).toEqual(
      [
        '/company/employees-number/{email}',
        '/dashboard/AlllikedQuestions',
        '/dashboard/likedQuestionsCount',
        '/dashboard/scoreHistory',
        '/results/{email}',
        `/users/count/{email}`,
        '/users/solutions/{email}/status-count',
        '/users/solutions/{email}/upcoming-solutions',
        `/users/solutions/validated-grouped/${companyOf(CLAIRE)}`,
      ].sort(),
    );
    // All sent before the first answer could have come back (the route's loader starts them together).
    const starts = dashboardCalls.map(({ at }) => at);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(250);
  });

  it('keeps every section when the token carries no company the client can read: only the score history says so', async () => {
    // A token the server accepts whose company the client cannot decode (spec §8: the chart ignores it).
    const claire = findUserByEmail(CLAIRE);
    if (!claire) throw new Error('Claire absente du jeu de données');
    const { sessionId } = await openSession(claire);
    writeAccessToken(await accessTokenForSession({ ...claire, companyId: null }, sessionId));
    const recording = recordRequests();
    stopRecording = recording.stop;
    const context = createTestContext();
    context.store.set(sessionUserAtom, toSessionUser(claire));
    render(
      <App
        router={createAppRouter(context, createMemoryHistory({ initialEntries: ['/dashboard'] }))}
        context={context}
      />,
    );

    const history = await screen.findByRole('figure', { name: 'Évolution de votre score RSE' });
    expect(history).toHaveTextContent(
      "L'évolution de votre score ne peut pas être affichée : votre session n'indique pas votre entreprise. Reconnectez-vous pour la retrouver.",
    );
    expect(await screen.findByText('Votre score global:', { exact: false })).toHaveTextContent(
      `Votre score global: ${storedResultsOf(CLAIRE).result}/100`,
    );
    expect(
      await screen.findByRole('figure', { name: 'Avancée de vos actions prioritaires', busy: false }),
    ).toBeInTheDocument();
    // The achievements ask with the person's company, not the token's.
    expect(await within(region('Mes dernières réalisations')).findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/rattaché à aucune entreprise/)).not.toBeInTheDocument();
    expect(recording.requests.map(({ path }) => path)).not.toContain('/dashboard/scoreHistory');
  });

  it('sends an account without company to the onboarding, and asks nothing of the server for scores', async () => {
    await signInAs('nina.roux@atelier-lumen.fr');
    const recording = recordRequests();
    stopRecording = recording.stop;
    const { router } = renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Mon entreprise' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(recording.requests.filter(({ path }) => path.startsWith('/results/'))).toEqual([]);
  });
});

describe('score history', () => {
  it("gives 'Tout' every month since the company's creation, each named with its year and the axis the years", () => {
    const now = new Date('2026-12-10T12:00:00Z');
    const scores = Object.fromEntries(
      Array.from({ length: 96 }, (_, index) => {
        const month = `${2019 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
        return [month, [{ score: 50, date: `${month}-05T10:00:00Z` }]];
      }),
    );
    const points = monthlyBestScores(scores, '1y', now, '2019-01-03T09:00:00Z');
    expect(points).toHaveLength(96);
    expect(points[0]).toEqual({ label: 'Janvier 2019', value: 50, axisLabel: '2019' });
    expect(points[1]).toEqual({ label: 'Février 2019', value: 50, axisLabel: undefined });
    expect(points.flatMap((point) => point.axisLabel ?? [])).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    // Without the creation date, 'Tout' stays the spec's year.
    expect(monthlyBestScores(scores, '1y', now)).toHaveLength(12);
  });

  it('is the best score of each month, a gap (null) for a month without one, in French month names', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(periodMonths('3m', now)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(periodMonths('1y', now)).toHaveLength(12);
    expect(
      monthlyBestScores(
        {
          '2026-01': [
            { score: 40, date: '2026-01-05T10:00:00Z' },
            { score: 47.5, date: '2026-01-20T10:00:00Z' },
            { score: 45, date: '2026-01-28T10:00:00Z' },
          ],
          '2026-02': [],
          // March is left out by the server: still a month, without score.
        },
        '3m',
        now,
      ),
    ).toEqual([
      { label: 'Janvier', value: 47.5 },
      { label: 'Février', value: null },
      { label: 'Mars', value: null },
    ]);
    expect(['2026-01', '2026-08', '2026-12'].map(monthLabel)).toEqual(['Janvier', 'Août', 'Décembre']);
  });

  it('asks for the period chosen and redraws the chart', async () => {
    const recording = recordRequests();
    try {
      const { user } = await renderDashboard('history');
      const history = () => screen.getByRole('figure', { name: 'Évolution de votre score RSE' });
      await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false });
      const durations = () =>
        recording.requests
          .filter(({ path }) => path === '/dashboard/scoreHistory')
          .map(({ params }) => params.get('duration'));
      expect(durations()).toEqual(['6m']);
      expect(rowsOf(within(history()).getByRole('table'))).toHaveLength(6);

      await user.click(screen.getByRole('radio', { name: '3 mois' }));
      await waitFor(() => expect(rowsOf(within(history()).getByRole('table'))).toHaveLength(3));
      expect(durations()).toEqual(['6m', '3m']);
      expect(screen.getByRole('radio', { name: '3 mois' })).toBeChecked();

      await user.click(screen.getByRole('radio', { name: 'Tout' }));
      await waitFor(() => expect(rowsOf(within(history()).getByRole('table'))).toHaveLength(12));
      expect(durations()).toEqual(['6m', '3m', '1y']);
      const months = rowsOf(within(history()).getByRole('table')).map(([month]) => month);
      expect(months).toEqual(periodMonths('1y').map(monthLabel));
    } finally {
      recording.stop();
    }
  });

  it("starts 'Tout' at the company's creation (created_at from /company/all-data), not twelve months back", async () => {
    const months = periodMonths('1y');
    const createdMonth = months.at(-4) as string;
    server.use(
      http.get('*/company/all-data/:companyId', ({ params }) =>
        HttpResponse.json({
          id: Number(params.companyId),
          name: 'Verdance Conseil',
          created_at: `${createdMonth}-12T09:30:00.000Z`,
        }),
      ),
      // The server lists every month of the year, those before the company empty.
      http.get('*/dashboard/scoreHistory', () =>
        HttpResponse.json({
          scores: Object.fromEntries(
            months.map((month) => [
              month,
              month === createdMonth ? [{ score: 38, date: `${month}-20T10:00:00.000Z` }] : [],
            ]),
          ),
        }),
      ),
    );
    const recording = recordRequests();
    try {
      const { user } = await renderDashboard('history');
      const history = await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false });
      expect(recording.requests.some(({ path }) => path.startsWith('/company/all-data/'))).toBe(false);
      await user.click(screen.getByRole('radio', { name: 'Tout' }));
      await waitFor(() =>
        expect(rowsOf(within(history).getByRole('table')).map(([month]) => month)).toEqual(
          months.slice(-4).map(monthLabel),
        ),
      );
      expect(recording.requests.filter(({ path }) => path.startsWith('/company/all-data/'))).toHaveLength(1);
    } finally {
      recording.stop();
    }
  });

  it('plots the monthly maximum and leaves gaps, at 18 px then 20 px from 1441 px wide', async () => {
    const [first, second, third] = periodMonths('3m');
    server.use(
      http.get('*/dashboard/scoreHistory', () =>
        HttpResponse.json({
          scores: {
            [first as string]: [
              { score: 31, date: `${first}-03T10:00:00.000Z` },
              { score: 36, date: `${first}-18T10:00:00.000Z` },
            ],
            [second as string]: [],
            [third as string]: [{ score: 42, date: `${third}-02T10:00:00.000Z` }],
          },
        }),
      ),
    );
    const initialWidth = window.innerWidth;
    const setWidth = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    };
    setWidth(1280);
    try {
      const { user } = await renderDashboard('history');
      // The drawn chart's own control (the loading frame shows one too, replaced when the drawing comes).
      const history = await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false });
      await user.click(within(history).getByRole('radio', { name: '3 mois' }));
      await waitFor(() =>
        expect(rowsOf(within(history).getByRole('table'))).toEqual([
          [monthLabel(first ?? ''), '36'],
          [monthLabel(second ?? ''), 'Aucune évaluation ce mois-ci'],
          [monthLabel(third ?? ''), '42'],
        ]),
      );
      expect(history.querySelector('[data-font-size]')).toHaveAttribute('data-font-size', '18');
      act(() => setWidth(1600));
      expect(history.querySelector('[data-font-size]')).toHaveAttribute('data-font-size', '20');
    } finally {
      act(() => setWidth(initialWidth));
    }
  });
});

describe('priority plan', () => {
  it('draws the radar on 0–4 with wrapped labels, and enlarges it in a modal that Escape closes', async () => {
    server.use(
      http.get('*/dashboard/AlllikedQuestions', () =>
        HttpResponse.json([
          { questionTitle: 'Atténuation du changement climatique', questionLevel: 2, axeName: 'Environnement' },
          { questionTitle: 'Égalité', questionLevel: 4, axeName: 'Social' },
          { questionTitle: 'Stratégie', questionLevel: 0, axeName: 'Gouvernance' },
        ]),
      ),
    );
    const { user } = await renderDashboard('priority');
    const radar = await screen.findByRole('figure', { name: 'Maturité de vos enjeux prioritaires', busy: false });
    expect(rowsOf(within(radar).getByRole('table'))).toEqual([
      ['Atténuation du changement climatique', '2/4'],
      ['Égalité', '4/4'],
      ['Stratégie', '0/4'],
    ]);
    const texts = Array.from(radar.querySelectorAll('svg text'), (node) => node.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
    const lines = Array.from(radar.querySelectorAll('svg tspan'), (node) => node.textContent);
    expect(lines).toEqual(expect.arrayContaining(['Atténuation du', 'changement', 'climatique']));

    const enlarge = screen.getByRole('button', { name: 'Agrandir le radar' });
    await user.click(enlarge);
    const dialog = await screen.findByRole('dialog', { name: 'Maturité de vos enjeux prioritaires' });
    expect(
      await within(dialog).findByRole('figure', { name: 'Maturité de vos enjeux prioritaires', busy: false }),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(enlarge).toHaveFocus());
  });

  it('writes the status pie and the per-axis donut values', async () => {
    server.use(
      http.get('*/users/solutions/:email/status-count', () =>
        HttpResponse.json({ validated: 1, inProgress: 1, toRealize: 2 }),
      ),
      http.get('*/dashboard/likedQuestionsCount', () =>
        HttpResponse.json({ total: 5, gouvernance: 2, social: 1, environnement: 0, business: 2 }),
      ),
    );
    await renderDashboard('priority');
    const pie = await screen.findByRole('figure', { name: 'Avancée de vos actions prioritaires', busy: false });
    expect(
      within(pie)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Validées1 (25 %)', 'En cours1 (25 %)', 'À réaliser2 (50 %)']);
    const donut = await screen.findByRole('figure', { name: 'Répartition de vos enjeux prioritaires', busy: false });
    expect(
      within(donut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gouvernance2 (40 %)', 'Social1 (20 %)', 'Environnement0 (0 %)', 'Business2 (40 %)']);
  });
});

describe('deadlines and achievements', () => {
  it('shows 2 deadlines without an expand control, and 2 of 3 with one', async () => {
    server.use(
      http.get('*/users/solutions/:email/upcoming-solutions', () =>
        HttpResponse.json([deadline(1, '<p>Première</p>'), deadline(2, '<p>Deuxième</p>')]),
      ),
    );
    await renderDashboard('actions');
    const two = await screen.findByRole('region', { name: 'Mes échéances à venir (2)' });
    expect(await within(two).findAllByRole('article')).toHaveLength(2);
    expect(within(two).queryByRole('button', { name: /Voir les/ })).not.toBeInTheDocument();
  });

  it('expands 3 deadlines from a preview of 2', async () => {
    server.use(
      http.get('*/users/solutions/:email/upcoming-solutions', () =>
        HttpResponse.json([deadline(1, '<p>A</p>'), deadline(2, '<p>B</p>'), deadline(3, '<p>C</p>', '2099-03-01')]),
      ),
    );
    const { user } = await renderDashboard('actions');
    const three = await screen.findByRole('region', { name: 'Mes échéances à venir (3)' });
    expect(within(three).getAllByRole('article')).toHaveLength(2);
    const expand = within(three).getByRole('button', { name: 'Voir les 3 échéances' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(within(three).getAllByRole('article')).toHaveLength(3);
    expect(within(three).getByText('1 mars 2099')).toBeInTheDocument();
    await user.click(within(three).getByRole('button', { name: 'Réduire la liste' }));
    expect(within(three).getAllByRole('article')).toHaveLength(2);
  });

  it('shows 2 achievements without an expand control, and expands from 3, most recent first', async () => {
    let grouped: Record<string, Record<string, ReturnType<typeof achievement>[]>> = {
      Social: { '2': [achievement('Charte de télétravail', '2026-10-02T16:20:00.000Z')] },
      Environnement: { '3': [achievement('Bilan carbone', '2026-11-12T11:00:00.000Z')] },
    };
    server.use(
      http.get('*/users/solutions/validated-grouped/:companyId', () =>
        HttpResponse.json({ success: true, message: grouped }),
      ),
    );
    const first = await renderDashboard('actions');
    const block = () => region('Mes dernières réalisations');
    expect(await within(block()).findAllByRole('article')).toHaveLength(2);
    expect(within(block()).queryByRole('button', { name: /Voir les/ })).not.toBeInTheDocument();
    expect(within(block()).getAllByRole('article')[0]).toHaveTextContent('Bilan carbone');
    expect(within(block()).getAllByRole('article')[0]).toHaveTextContent('Environnement');

    grouped = { ...grouped, Business: { '1': [achievement('Charte éthique', '2026-09-01T09:00:00.000Z')] } };
    document.body.innerHTML = '';
    await renderDashboard('actions');
    expect(await within(block()).findAllByRole('article')).toHaveLength(2);
    await first.user.click(within(block()).getByRole('button', { name: 'Voir les 3 réalisations' }));
    expect(within(block()).getAllByRole('article')[2]).toHaveTextContent('Charte éthique');
  });

  it('does not redraw the collaborator donuts when the deadlines and achievements arrive after them', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/users/solutions/:email/upcoming-solutions', async () => {
        await answered;
        return HttpResponse.json([deadline(1, '<p>Première</p>')]);
      }),
      http.get('*/users/solutions/validated-grouped/:companyId', async () => {
        await answered;
        return HttpResponse.json({ success: true, message: {} });
      }),
    );
    // Each render of a donut's block asks for its query options: a render counter.
    const donutRenders = vi.spyOn(dashboardQueries, 'userCount');
    await renderDashboard('actions');
    await waitFor(() =>
      expect(screen.getAllByRole('figure', { name: 'Vos collaborateurs sur Steer' })).toHaveLength(2),
    );
    const drawn = donutRenders.mock.calls.length;

    release();
    expect(await screen.findByRole('region', { name: 'Mes échéances à venir (1)' })).toBeInTheDocument();
    expect(await screen.findByText(ACHIEVEMENTS_EMPTY)).toBeInTheDocument();
    expect(donutRenders).toHaveBeenCalledTimes(drawn);
  });

  it('says so when there is no deadline (linking to /pilotage) and no achievement', async () => {
    server.use(
      http.get('*/users/solutions/:email/upcoming-solutions', () => HttpResponse.json([])),
      http.get('*/users/solutions/validated-grouped/:companyId', () =>
        HttpResponse.json({ success: true, message: {} }),
      ),
    );
    await renderDashboard('actions');
    const empty = await screen.findByText(/Vous n'avez pas encore indiqué d'échéances/);
    expect(empty.textContent).toBe(DEADLINES_EMPTY);
    expect(within(empty).getByRole('link', { name: 'la page pilotage' })).toHaveAttribute('href', '/pilotage');
    expect(await screen.findByText(ACHIEVEMENTS_EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mes échéances à venir (0)' })).toBeInTheDocument();
  });

  it('never runs script from a deadline description and strips the compass marker', async () => {
    const pwned = vi.fn();
    Object.assign(window, { __pwned: pwned });
    server.use(
      http.get('*/users/solutions/:email/upcoming-solutions', () =>
        HttpResponse.json([
          deadline(
            1,
            '<p>[[boussole]] Former les managers <img src="x" onerror="window.__pwned()"><script>window.__pwned()</script><a href="javascript:window.__pwned()">lien</a></p>',
          ),
        ]),
      ),
    );
    await renderDashboard('actions');
    const block = await screen.findByRole('region', { name: 'Mes échéances à venir (1)' });
    const article = await within(block).findByRole('article');
    expect(article).toHaveTextContent('Former les managers');
    expect(article).not.toHaveTextContent('[[boussole]]');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    // An injected handler would run on the next tasks (an image's error, a timer): a short real wait gives it the time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pwned).not.toHaveBeenCalled();
  });
});

describe('loading and failure, section by section', () => {
  it('keeps a loader in the section still waiting while the others show their data', async () => {
    server.use(http.get('*/dashboard/AlllikedQuestions', () => new Promise<never>(() => {})));
    await renderDashboard('priority');
    // Both other sections, whichever answers first (their calls race: the check once ran between the two answers).
    for (const name of ['Avancée de vos actions prioritaires', 'Répartition de vos enjeux prioritaires']) {
      expect(await screen.findByRole('figure', { name, busy: false })).toBeInTheDocument();
    }
    const priority = region("Mon plan d'actions Prioritaires");
    expect(within(priority).getByRole('status')).toHaveTextContent('Chargement...');
    expect(within(priority).queryByRole('figure', { name: 'Maturité de vos enjeux prioritaires' })).toBeNull();
  });

  it('logs a failure, says it in French with a retry, and shows the data once the retry succeeds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get('*/users/solutions/:email/status-count', async () => {
        calls += 1;
        await delay(10);
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 })
          : HttpResponse.json({ validated: 3, inProgress: 0, toRealize: 1 });
      }),
    );
    const { user } = await renderDashboard('priority');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Impossible de charger l'avancée de vos actions prioritaires.");
    expect(error).toHaveBeenCalledWith(expect.stringContaining('actions prioritaires'), expect.anything());
    // The other sections are not affected.
    expect(
      await screen.findByRole('figure', { name: 'Répartition de vos enjeux prioritaires', busy: false }),
    ).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const pie = await screen.findByRole('figure', { name: 'Avancée de vos actions prioritaires', busy: false });
    expect(within(pie).getByText('Validées').parentElement).toHaveTextContent('3 (75 %)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the scores fail, instead of an endless loader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/results/:email', () =>
        HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await signInAs(CLAIRE);
    renderWithProviders(<ScoreSection queries={claireQueries()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos scores.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
  });

  it('shows the loader while the scores are on their way', () => {
    server.use(http.get('*/results/:email', () => new Promise<never>(() => {})));
    renderWithProviders(<ScoreSection queries={claireQueries()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
  });
});

describe("a host's fractional scores (spec §3: every score is truncated to an integer)", () => {
  it('shows the global score, the thermometers and the history truncated', async () => {
    const [, , third] = periodMonths('6m');
    server.use(
      http.get('*/results/:email', () =>
        HttpResponse.json({ result: 64.9, axe2Result: 16.25, axe3Result: 15.99, axe4Result: 11.5, axe5Result: 21.01 }),
      ),
      http.get('*/dashboard/scoreHistory', () =>
        HttpResponse.json({ scores: { [third as string]: [{ score: 47.8, date: `${third}-02T10:00:00.000Z` }] } }),
      ),
    );
    await signInAs(CLAIRE);
    renderWithProviders(<ScoreSection queries={claireQueries()} />);
    expect(await screen.findByText('64/100')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Gouvernance & Stratégie' })).toHaveAttribute('aria-valuetext', '16/25');
    expect(screen.getByRole('meter', { name: 'Social' })).toHaveAttribute('aria-valuetext', '15/25');
    expect(screen.queryByText(/\d[.,]\d/)).not.toBeInTheDocument();

    cleanup();
    await renderDashboard('history');
    const history = await screen.findByRole('figure', { name: 'Évolution de votre score RSE', busy: false });
    expect(rowsOf(within(history).getByRole('table'))).toContainEqual([monthLabel(third ?? ''), '47']);
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
    await signInAs(CLAIRE);
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Page' })).toBeInTheDocument();
  });
});
