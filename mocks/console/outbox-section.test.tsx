import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { sendEmail } from '../db';
import { OutboxSection } from './outbox-section';

describe('OutboxSection', () => {
  it('says when nothing was sent', () => {
    render(<OutboxSection />);
    expect(screen.getByText('Aucun e-mail envoyé pour le moment.')).toBeInTheDocument();
  });

  it('shows e-mails as they are sent, newest first, with a link to open', async () => {
    render(<OutboxSection />);

    await act(async () => {
      await sendEmail({
        to: 'nina.roux@atelier-lumen.fr',
        subject: 'Confirmez votre adresse e-mail',
        body: 'Bonjour Nina,\nCliquez sur le lien pour confirmer.',
        link: '/confirm-email?token=abc',
        kind: 'confirmation',
        now: new Date('2026-03-02T09:00:00Z'),
      });
      await sendEmail({
        to: 'paul.girard@transports-azur.fr',
        subject: 'Réinitialisez votre mot de passe',
        body: 'Bonjour Paul,',
        link: '/reset-password/xyz',
        kind: 'reset',
        now: new Date('2026-03-02T10:00:00Z'),
      });
    });

    const list = await screen.findByRole('list', { name: '2 e-mails envoyés' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Réinitialisez votre mot de passe');
    expect(items[0]).toHaveTextContent('paul.girard@transports-azur.fr');
    expect(items[1]).toHaveTextContent('Confirmez votre adresse e-mail');
    expect(items[1]).toHaveTextContent('Cliquez sur le lien pour confirmer.');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: /^Ouvrir le lien/ })).toHaveAttribute(
      'href',
      '/confirm-email?token=abc',
    );
    expect(within(items[1] as HTMLElement).getByText(/02\/03\/2026/)).toHaveAttribute(
      'datetime',
      '2026-03-02T09:00:00.000Z',
    );
    expect(screen.queryByText('Aucun e-mail envoyé pour le moment.')).not.toBeInTheDocument();
  });
});
