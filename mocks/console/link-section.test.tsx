import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultNetworkSettings } from '../network';
import { personaByEmail } from '../seed/personas';
import { LinkSection } from './link-section';
import type { ScenarioView } from './scenario-link';

const view = (fresh: boolean): { view: ScenarioView; stranger: string | null } => ({
  view: {
    page: '/pilotage',
    scenario: {
      persona: personaByEmail('hugo.bernard@verdance.fr')!,
      network: { ...defaultNetworkSettings(), latency: 'slow' },
      date: '2026-11-20',
      fresh,
    },
  },
  stranger: null,
});

const LINK = `${window.location.origin}/pilotage?scenario=persona:hugo.bernard@verdance.fr;latency:slow;date:2026-11-20`;

describe('LinkSection', () => {
  it('copies the link of the view and says so', async () => {
    const copy = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<LinkSection copy={copy} view={view} />);

    await user.click(screen.getByRole('button', { name: 'Copier le lien de cette vue' }));

    expect(copy).toHaveBeenCalledWith(`${LINK};fresh`);
    expect(screen.getByRole('status')).toHaveTextContent('Lien copié');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves out the fresh start when unticked', async () => {
    const copy = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<LinkSection copy={copy} view={view} />);

    await user.click(screen.getByRole('checkbox', { name: "Repartir des données d'origine à l'ouverture" }));
    await user.click(screen.getByRole('button', { name: 'Copier le lien de cette vue' }));

    expect(copy).toHaveBeenCalledWith(LINK);
  });

  it('shows the link selected in a field when the clipboard is refused', async () => {
    const copy = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('NotAllowedError'));
    const user = userEvent.setup();
    render(<LinkSection copy={copy} view={view} />);

    await user.click(screen.getByRole('button', { name: 'Copier le lien de cette vue' }));

    const field = await screen.findByRole('textbox', { name: /Le presse-papiers est refusé : copiez le lien/ });
    expect(field).toHaveValue(`${LINK};fresh`);
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionEnd).toBe(`${LINK};fresh`.length);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('warns that an account outside the personas cannot be signed in by the link', async () => {
    const user = userEvent.setup();
    render(
      <LinkSection
        copy={() => Promise.resolve()}
        view={(fresh) => ({ view: { ...view(fresh).view }, stranger: 'nouvelle@exemple.fr' })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copier le lien de cette vue' }));
    expect(screen.getByText(/nouvelle@exemple\.fr n'est pas une persona de la démo/)).toBeInTheDocument();
  });
});
