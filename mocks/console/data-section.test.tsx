import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken, writeAccessToken } from '../../src/api';
import { db, sendEmail } from '../db';
import { DataSection } from './data-section';

describe('DataSection', () => {
  it('asks for confirmation, and cancelling changes nothing', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<DataSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les données de démonstration' }));
    expect(screen.getByText(/seront perdues/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('button', { name: 'Réinitialiser les données de démonstration' })).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('restores the seed, signs out and goes to /login once confirmed', async () => {
    await sendEmail({ to: 'nina.roux@atelier-lumen.fr', subject: 'Test', body: '', link: '/login', kind: 'reset' });
    writeAccessToken('a.b.c');
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<DataSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les données de démonstration' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la réinitialisation' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(db.outbox.all()).toEqual([]);
    expect(readAccessToken()).toBeNull();
  });
});
