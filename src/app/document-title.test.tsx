import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/contract/harness';
import { CLAIRE } from '../../tests/contract/personas';
import { renderRoute } from '../../tests/render';
import { loadRouteTitles } from './document-title';

describe('document title', () => {
  // The app loads the titles after its first paint (a lazy import, checked in the browser by the journeys). These
  // tests are about which title each page gets: the titles are loaded before, so that every DocumentTitle has them from
  // its first render. (The empty titles of fresh clones' CI runs were not that import: in some workers the root route
  // had lost its component, DocumentTitle with it; src/routes/-root-route.isolated.test.tsx.)
  beforeAll(async () => {
    await loadRouteTitles();
  });

  it('names each page after itself, the product after it', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Connectons-nous.' });
    await waitFor(() => expect(document.title).toBe('Connexion · Steer'));
  });

  it('names a question page after its axis and order, and a lost path after the not-found page', async () => {
    await signInAs(CLAIRE);
    const { router } = renderRoute('/diagnosis/social/3');
    await waitFor(() => expect(document.title).toBe('Social et droits des collaborateurs, question 3 · Steer'));
    await router.navigate({ to: '/pilotage' });
    await waitFor(() => expect(document.title).toBe('Mon pilotage · Steer'));
    await router.navigate({ href: '/cette-page-n-existe-pas' });
    await waitFor(() => expect(document.title).toBe('Page introuvable · Steer'));
  });
});
