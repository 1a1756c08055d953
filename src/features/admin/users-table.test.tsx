import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFrameOfKeystroke } from '../../../tests/keystroke';
import { renderWithProviders } from '../../../tests/render';
import { buildAdminUser } from './fixtures';
import { UsersTable } from './users-table';

const users = Array.from({ length: 60 }, (_, index) =>
  buildAdminUser({
    id: index + 1,
    firstName: index === 41 ? 'Hélène' : `Prénom${index + 1}`,
    lastName: index === 41 ? 'Dupré' : `Nom${index + 1}`,
    email: index === 41 ? 'helene.dupre@maison-oree.fr' : `personne${index + 1}@exemple.fr`,
  }),
);

const bodyRows = () => screen.getByRole('table').querySelectorAll('tbody > tr');

describe('UsersTable', () => {
  it('pages 25 rows at a time', async () => {
    const { user } = renderWithProviders(<UsersTable users={users} />);
    expect(bodyRows()).toHaveLength(25);
    const pagination = screen.getByRole('navigation', { name: 'Pagination du tableau des utilisateurs' });
    expect(within(pagination).getByText('1–25 sur 60')).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(within(pagination).getByRole('button', { name: 'Page suivante' }));
    await user.click(within(pagination).getByRole('button', { name: 'Page suivante' }));
    expect(within(pagination).getByText('Page 3 sur 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(within(pagination).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it("draws a keystroke's result with the keystroke, before the browser may paint: no frame shows a stale page", async () => {
    renderWithProviders(<UsersTable users={users} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }) as HTMLInputElement;
    await inFrameOfKeystroke(search, 'dupr', () => {
      expect(screen.getByText('1 utilisateur sur 60')).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(1);
    });
  });

  it('searches by name or e-mail, accents and case aside, from the first page', async () => {
    const { user } = renderWithProviders(<UsersTable users={users} />);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    const search = screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' });
    await user.fill(search, 'helene dupre');
    expect(await screen.findByText('1 utilisateur sur 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Hélène Dupré' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Pagination/ })).not.toBeInTheDocument();

    await user.fill(search, '@maison-oree');
    expect(await screen.findByText('1 utilisateur sur 60')).toBeInTheDocument();

    await user.fill(search, 'introuvable');
    expect(await screen.findByText('Aucun utilisateur ne correspond à « introuvable ».')).toBeInTheDocument();
  });

  it('shows 25 rows of 12,000 users and counts them the French way', async () => {
    const many = Array.from({ length: 12000 }, (_, index) =>
      buildAdminUser({ id: index + 1, firstName: `Prénom${index + 1}`, email: `personne${index + 1}@exemple.fr` }),
    );
    const { user } = renderWithProviders(<UsersTable users={many} />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('12 000 utilisateurs')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /Pagination/ })).toHaveTextContent('1–25 sur 12 000');
    await user.fill(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'personne11999@');
    expect(await screen.findByText('1 utilisateur sur 12 000')).toBeInTheDocument();
  });
});
