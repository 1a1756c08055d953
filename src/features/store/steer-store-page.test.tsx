import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatRequestAtom } from '@/lib/chat-request';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { STORE_OFFERS } from './offers';

describe('/steer-store', () => {
  it('lists each offer with its price and content, and asks the copilote about one with a prefilled message', async () => {
    await signInAs('lea.petit@verdance.fr');
    const { user, store } = renderRoute('/steer-store');

    expect(await screen.findByRole('heading', { level: 1, name: 'SteerStore' })).toBeInTheDocument();
    // Counted in the page itself: the shell around it (the chat panel once loaded) has headings of its own.
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(STORE_OFFERS.length);
    const carbon = screen.getByRole('article', { name: 'Bilan carbone accompagné' });
    expect(within(carbon).getByText('3 900 € HT', { normalizer: (value) => value.replace(/\s/g, ' ') })).toBeVisible();
    expect(within(carbon).getByText(/Données prêtes pour votre rapport VSME/)).toBeInTheDocument();

    expect(store.get(chatRequestAtom)).toBeNull();
    await user.click(
      within(carbon).getByRole('button', {
        name: "Contacter mon copilote au sujet de l'offre « Bilan carbone accompagné »",
      }),
    );
    // The chat of the signed-in shell takes the request: its panel opens with the draft, not sent.
    const panel = await screen.findByRole('dialog', { name: 'Votre copilote' });
    const draft = String((within(panel).getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement).value);
    expect(draft).toContain('« Bilan carbone accompagné »');
    expect(store.get(chatRequestAtom)).toBeNull();
    expect(draft).toMatch(/3\s900\s€ HT/);
    expect(screen.getByText(/message prérempli sur l'offre « Bilan carbone accompagné »/)).toBeInTheDocument();
  });
});
