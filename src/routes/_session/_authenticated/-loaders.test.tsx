import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/contract/harness';
import { recordRequests } from '../../../../tests/record-requests';
import { renderRoute } from '../../../../tests/render';

const CLAIRE = 'claire.martin@verdance.fr';

describe('« Mon pilotage » in the menu', () => {
  it("fetches the board's data when hovered, before the click, and not again on opening", async () => {
    await signInAs(CLAIRE);
    const { user, router } = renderRoute('/mes-ressources');
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }, { timeout: 15_000 }))[0]!;
    await user.hover(nav.parentElement!);
    await user.click(screen.getByRole('button', { name: "Plan d'action" }));
    const link = await screen.findByRole('link', { name: 'Mon pilotage' });
    const recording = recordRequests({ only: ({ method }) => method === 'GET' });
    const planCalls = () =>
      recording.requests.filter(({ path }) => path === `/users/solutions/${encodeURIComponent(CLAIRE)}/plan`);
    const teamCalls = () => recording.requests.filter(({ path }) => path === '/users/company/');
    try {
      await user.hover(link);
      await waitFor(() => expect(planCalls()).toHaveLength(1), { timeout: 10_000 });
      expect(teamCalls()).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/mes-ressources');

      await user.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: 'Mon pilotage' }, { timeout: 15_000 })).toBeVisible();
      await screen.findAllByRole('article', {}, { timeout: 15_000 });
      expect(planCalls()).toHaveLength(1);
    } finally {
      recording.stop();
    }
  }, 60_000);
});

describe('pages that load their data with their code', () => {
  it.each([
    ['/mes-documents', '/documents/company'],
    ['/mes-documents-internes', '/documents/company'],
    ['/diagnosis/entreprise', '/api/companies/1'],
    ['/diagnosis/preamble', '/api/companies/1'],
  ] as const)('%s loads its data with its code, before the page is shown', async (to, path) => {
    await signInAs(CLAIRE);
    const { router } = renderRoute('/mes-ressources');
    await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' }, { timeout: 15_000 });
    const recording = recordRequests({ only: ({ method }) => method === 'GET' });
    try {
      await router.preloadRoute({ to });
      await waitFor(() => expect(recording.requests.map(({ path }) => path)).toContain(path), { timeout: 10_000 });
      expect(router.state.location.pathname).toBe('/mes-ressources');
    } finally {
      recording.stop();
    }
  });
});
