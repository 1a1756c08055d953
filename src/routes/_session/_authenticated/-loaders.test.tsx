import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEMO_SURVEY_SHARE_TOKEN } from '../../../../mocks/seed/survey-seed';
import { signInAs } from '../../../../tests/contract/harness';
import { recordRequests, type RequestRecording } from '../../../../tests/record-requests';
import { renderRoute } from '../../../../tests/render';

const CLAIRE = 'claire.martin@verdance.fr';
const NINA = 'nina.roux@atelier-lumen.fr';
const CLAIRE_IN_PATH = encodeURIComponent(CLAIRE);

/** The GET paths asked more than once in a recording: what a page asked again instead of using its loader's data. */
function askedTwice(recording: RequestRecording): string[] {
  const paths = recording.requests.map(({ path, search }) => `${path}${search}`);
  return [...new Set(paths.filter((path, index) => paths.indexOf(path) !== index))];
}

/** Waits until the page's heading is drawn and every query it started has answered. */
async function pageSettled(queryClient: QueryClient, heading: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('« Mon pilotage » in the menu', () => {
  // Why one menu entry suffices for the hover: every entry is the same Link, and the router preloads a link's route on
  // hover or focus (`defaultPreload: 'intent'`). What differs between pages is what their loader starts, which the
  // table below proves page by page with the same preload the hover causes.
  it("fetches the board's data when hovered, before the click, and not again on opening", async () => {
    await signInAs(CLAIRE);
    const { user, router, queryClient } = renderRoute('/mes-ressources');
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0]!;
    await user.hover(nav.parentElement!);
    await user.click(screen.getByRole('button', { name: "Plan d'action" }));
    const link = await screen.findByRole('link', { name: 'Mon pilotage' });
    const recording = recordRequests({ only: ({ method }) => method === 'GET' });
    const planCalls = () => recording.requests.filter(({ path }) => path === `/users/solutions/${CLAIRE_IN_PATH}/plan`);
    const teamCalls = () => recording.requests.filter(({ path }) => path === '/users/company/');
    try {
      await user.hover(link);
      await waitFor(() => expect(planCalls()).toHaveLength(1));
      expect(teamCalls()).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/mes-ressources');

      await user.click(link);
      await pageSettled(queryClient, 'Mon pilotage');
      await screen.findAllByRole('article');
      expect(planCalls()).toHaveLength(1);
      expect(teamCalls()).toHaveLength(1);
      expect(askedTwice(recording)).toEqual([]);
    } finally {
      recording.stop();
    }
  }, 60_000);
});

describe('pages that load their data with their code, and draw it without asking again', () => {
  it.each([
    // The menu's pages.
    ['/dashboard', 'Mon tableau de bord dynamique', `/results/${CLAIRE_IN_PATH}`],
    ['/approach', 'Mes progrès', `/users/solutions/${CLAIRE_IN_PATH}/plan`],
    ['/ma-performance', 'Ma performance', '/form-response/default/1/all'],
    ['/diagnostic', 'Mon évaluation', '/form-response/default/1/all'],
    ['/solutions', 'Mes leviers', `/users/solutions/${CLAIRE_IN_PATH}/levers`],
    ['/mes-actions-realisees', 'Mes réalisations', '/users/solutions/validated-grouped/1'],
    ['/mes-documents', 'Mes documents', '/documents/company'],
    ['/mon-enquete/dashboard', /enquête/i, '/surveys/company/current'],
    // The pages reached otherwise.
    ['/mes-documents-internes', 'Mes documents', '/documents/company'],
    ['/diagnosis/entreprise', /percevez-vous votre politique RSE/, '/api/companies/1'],
    ['/diagnosis/preamble', 'Un petit préambule sur la RSE...', '/api/companies/1'],
    ['/diagnosis/loader', 'Analyse de vos réponses', '/form-response/default/1/all'],
    ['/limited-access', /./, `/results/${CLAIRE_IN_PATH}`],
    ['/configurer-mon-compte', 'Configurer mon compte', `/users/${CLAIRE_IN_PATH}/notification-preferences`],
  ] as const)(
    '%s: fetched with its code, drawn without asking again',
    async (to, heading, path) => {
      await signInAs(CLAIRE);
      const { router, queryClient } = renderRoute('/mes-ressources');
      await pageSettled(queryClient, 'Ressources Steer');
      const recording = recordRequests({ only: ({ method }) => method === 'GET' });
      try {
        // What hovering or focusing a link to the page does.
        await router.preloadRoute({ to });
        await waitFor(() => expect(recording.requests.map(({ path }) => path)).toContain(path));
        expect(router.state.location.pathname).toBe('/mes-ressources');
        await waitFor(() => expect(queryClient.isFetching()).toBe(0));
        const preloaded = recording.requests.length;

        await router.navigate({ to });
        await pageSettled(queryClient, heading);
        expect(recording.requests.slice(preloaded).map(({ path }) => path)).not.toContain(path);
        expect(askedTwice(recording)).toEqual([]);
      } finally {
        recording.stop();
      }
    },
    60_000,
  );

  it('/onboarding: the company of the e-mail domain is asked once, for the company form', async () => {
    await signInAs(NINA);
    const recording = recordRequests({ only: ({ method }) => method === 'GET' });
    try {
      const { queryClient } = renderRoute('/onboarding');
      await pageSettled(queryClient, 'Mon entreprise');
      expect(recording.requests.filter(({ path }) => path.includes('domain'))).toHaveLength(1);
      expect(askedTwice(recording)).toEqual([]);
    } finally {
      recording.stop();
    }
  }, 60_000);

  it('/enquete/{shareToken}: the survey is fetched with the code of the link, and not again when it opens', async () => {
    const { router, queryClient } = renderRoute('/login');
    await pageSettled(queryClient, 'Connectons-nous.');
    const recording = recordRequests({ only: ({ method }) => method === 'GET' });
    const surveyCalls = () =>
      recording.requests.filter(({ path }) => path === `/surveys/public/${DEMO_SURVEY_SHARE_TOKEN}`);
    try {
      await router.preloadRoute({ to: '/enquete/$shareToken', params: { shareToken: DEMO_SURVEY_SHARE_TOKEN } });
      await waitFor(() => expect(surveyCalls()).toHaveLength(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));

      await router.navigate({ to: '/enquete/$shareToken', params: { shareToken: DEMO_SURVEY_SHARE_TOKEN } });
      expect(await screen.findByRole('button', { name: /Envoyer/ })).toBeVisible();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(surveyCalls()).toHaveLength(1);
      expect(askedTwice(recording)).toEqual([]);

      // A visit answers with its own token: come back later, and the survey is asked for again.
      await router.navigate({ to: '/login' });
      await pageSettled(queryClient, 'Connectons-nous.');
      await router.navigate({ to: '/enquete/$shareToken', params: { shareToken: DEMO_SURVEY_SHARE_TOKEN } });
      await waitFor(() => expect(surveyCalls()).toHaveLength(2));
    } finally {
      recording.stop();
    }
  }, 60_000);
});
