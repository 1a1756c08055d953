import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/contract/harness';
import { CLAIRE } from '../../tests/contract/personas';
import { renderRoute } from '../../tests/render';

describe('document title', () => {
  // The titles load after the first paint: warm the module once so that a busy machine does not time the test out.
  beforeAll(async () => {
    await import('@/domain/route-titles');
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
