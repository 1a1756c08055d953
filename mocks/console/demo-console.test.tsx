import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setNetworkSettings, defaultNetworkSettings } from '../network';
import { DemoConsole } from './demo-console';

function renderConsole() {
  const navigate = vi.fn();
  const reload = vi.fn();
  render(<DemoConsole navigate={navigate} reload={reload} />);
  return { user: userEvent.setup(), navigate, reload };
}

describe('DemoConsole', () => {
  it('starts closed, behind a "Démo" button that controls the panel', () => {
    renderConsole();
    const toggle = screen.getByRole('button', { name: 'Démo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? '')).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Console de démonstration' })).not.toBeInTheDocument();
  });

  it('opens with the button and shows every section', async () => {
    const { user } = renderConsole();
    const toggle = screen.getByRole('button', { name: 'Démo' });
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Console de démonstration' });
    expect(panel).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    for (const name of ['Personas', "Boîte d'envoi", 'Données', 'Réseau', 'Évaluation du copilote']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderConsole();
    const toggle = screen.getByRole('button', { name: 'Démo' });
    await user.click(toggle);
    // Tab order: the toggle, then the panel's first control.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer la console' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Console de démonstration' })).not.toBeInTheDocument();
  });

  it('closes with its own close button too', async () => {
    const { user } = renderConsole();
    const toggle = screen.getByRole('button', { name: 'Démo' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Fermer la console' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows a badge on the button while the network is altered', () => {
    renderConsole();
    expect(screen.getByRole('button', { name: 'Démo' })).toBeInTheDocument();

    act(() => setNetworkSettings({ ...defaultNetworkSettings(), latency: 'slow' }));
    expect(screen.getByRole('button', { name: 'Démo (conditions réseau simulées actives)' })).toHaveTextContent(
      'Réseau',
    );

    act(() => setNetworkSettings(defaultNetworkSettings()));
    expect(screen.getByRole('button', { name: 'Démo' })).toBeInTheDocument();
  });
});

describe('DemoConsole when the demo data cannot be saved (issue 11)', () => {
  it("opens by itself on the data section's alert, with the reset as the way out", async () => {
    const { createMemoryStorage, db, loadDatabase, nextId, commitWrites, hashPassword } = await import('../db');
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    vi.spyOn(storage, 'write').mockRejectedValue(new DOMException('quota', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderConsole();
    expect(screen.getByRole('button', { name: 'Démo' })).toHaveAttribute('aria-expanded', 'false');

    await act(async () => {
      await db.users.create({
        id: nextId(db.users),
        email: 'trop.tard@exemple.fr',
        password: await hashPassword('Secret123!'),
        firstName: 'Trop',
        lastName: 'Tard',
      });
      await commitWrites().catch(() => undefined);
    });

    const toggle = screen.getByRole('button', { name: 'Démo (stockage plein)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/stockage de ce navigateur est plein/);
    expect(screen.getByRole('button', { name: 'Réinitialiser les données de démonstration' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer la console' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      await loadDatabase();
    });
  });
});
