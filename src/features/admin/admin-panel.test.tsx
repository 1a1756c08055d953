import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute, renderWithProviders } from '../../../tests/render';
import { AdminPanel, AdminUsers } from './admin-panel';
import { buildAdminUser } from './fixtures';
import { recordRequests } from '../../../tests/record-requests';

const COLUMNS = ['Nom', 'Email', 'Poste', 'Rôle', 'Statut', 'Accès Plans', 'Actions'];

function rowOf(fullName: string): HTMLElement {
  const row = screen.getByText(fullName, { selector: 'th' }).closest('tr');
  if (!row) throw new Error(`Pas de ligne pour ${fullName}`);
  return row;
}

describe('/admin', () => {
  it('lists every user of the platform for the platform admin, with the spec columns', async () => {
    await signInAs('admin@steer.fr');
    const { user } = renderRoute('/admin');

    const table = await screen.findByRole('table', { name: 'Utilisateurs de la plateforme' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(COLUMNS);
    // A page of 25 rows; the count gives every stored user.
    const total = db.users.all().length;
    expect(table.querySelectorAll('tbody > tr')).toHaveLength(Math.min(25, total));
    expect(screen.getByText(`${total} utilisateurs`)).toBeInTheDocument();

    await user.fill(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'claire.martin');
    await screen.findByText('claire.martin@verdance.fr');
    const claire = rowOf('Claire Martin');
    expect(within(claire).getByText('claire.martin@verdance.fr')).toBeInTheDocument();
    expect(within(claire).getByRole('button', { name: 'Modifier le rôle de Claire Martin' })).toBeInTheDocument();
    expect(within(claire).getByRole('button', { name: 'Modifier le statut de Claire Martin' })).toBeInTheDocument();
    expect(within(claire).getByRole('button', { name: 'Supprimer Claire Martin' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login', async () => {
    // MSW's cookie jar outlives a test: drop any refresh cookie an earlier test's login left behind.
    await apiClient.POST('/api/auth/logout');
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('turns away a signed-in company member (via /login, whose guest guard sends her on to /dashboard)', async () => {
    await signInAs('claire.martin@verdance.fr');
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
    // Let the dashboard's loader finish here: its calls would otherwise land in the next test's recording.
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });
});

describe('AdminPanel', () => {
  let stopRecording: (() => void) | undefined;
  afterEach(() => stopRecording?.());

  const claire = buildAdminUser({
    role: 'ADMIN',
    accountStatus: 'VALIDATED',
    planAccess: [
      { id: 1, plan: "Plan d'actions", access: 'READ' },
      { id: 2, plan: 'Steer Store', access: 'NONE' },
    ],
  });

  it('logs each toggle without calling the server, keeps the values shown, and deletes nothing', async () => {
    server.use(http.post('*/api/users/all', () => HttpResponse.json([claire])));
    const { user } = renderWithProviders(<AdminPanel requesterId={1} />);
    await screen.findByText('claire.martin@verdance.fr');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const recording = recordRequests();
    stopRecording = recording.stop;
    const row = rowOf('Claire Martin');
    const before = row.textContent;

    await user.click(within(row).getByRole('button', { name: 'Modifier le rôle de Claire Martin' }));
    expect(info).toHaveBeenLastCalledWith(
      expect.stringContaining('rôle'),
      expect.objectContaining({ email: claire.email, from: 'ADMIN', to: 'MEMBER' }),
    );

    await user.click(within(row).getByRole('button', { name: 'Modifier le statut de Claire Martin' }));
    expect(info).toHaveBeenLastCalledWith(
      expect.stringContaining('statut'),
      expect.objectContaining({ from: 'VALIDATED', to: 'PENDING_VALIDATION' }),
    );

    await user.click(
      within(row).getByRole('button', { name: "Changer l'accès de Claire Martin au plan Plan d'actions" }),
    );
    expect(info).toHaveBeenLastCalledWith(
      expect.stringContaining('plan'),
      expect.objectContaining({ plan: "Plan d'actions", from: 'READ', to: 'NONE' }),
    );

    await user.click(within(row).getByRole('button', { name: "Changer l'accès de Claire Martin au plan Steer Store" }));
    expect(info).toHaveBeenLastCalledWith(
      expect.stringContaining('plan'),
      expect.objectContaining({ plan: 'Steer Store', from: 'NONE', to: 'READ' }),
    );
    expect(info).toHaveBeenCalledTimes(4);

    // Delete does nothing at all: no log, no call.
    await user.click(within(row).getByRole('button', { name: 'Supprimer Claire Martin' }));
    expect(info).toHaveBeenCalledTimes(4);

    expect(recording.seen).toEqual([]);
    expect(rowOf('Claire Martin').textContent).toBe(before);
  });

  it('toggles a member and a pending account the other way', async () => {
    const lea = buildAdminUser({
      id: 2,
      firstName: 'Léa',
      lastName: 'Petit',
      email: 'lea.petit@verdance.fr',
      role: 'MEMBER',
      accountStatus: 'PENDING_VALIDATION',
    });
    server.use(http.post('*/api/users/all', () => HttpResponse.json([lea])));
    const { user } = renderWithProviders(<AdminPanel requesterId={1} />);
    await screen.findByText('lea.petit@verdance.fr');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const row = rowOf('Léa Petit');

    await user.click(within(row).getByRole('button', { name: 'Modifier le rôle de Léa Petit' }));
    expect(info).toHaveBeenLastCalledWith(expect.any(String), expect.objectContaining({ from: 'MEMBER', to: 'ADMIN' }));
    await user.click(within(row).getByRole('button', { name: 'Modifier le statut de Léa Petit' }));
    expect(info).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ from: 'PENDING_VALIDATION', to: 'VALIDATED' }),
    );
  });

  it('switches to the companies tab with the keyboard', async () => {
    server.use(http.post('*/api/users/all', () => HttpResponse.json([claire])));
    const { user } = renderWithProviders(<AdminPanel requesterId={1} />);
    await user.click(screen.getByRole('tab', { name: 'Utilisateurs' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('La gestion des entreprises arrive bientôt.');
  });

  it('sends the signed-in admin as requesterId', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/users/all', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<AdminPanel requesterId={42} />);
    await screen.findByText('Aucun utilisateur.');
    expect(bodies).toEqual([{ requesterId: 42 }]);
  });
});

describe('AdminUsers', () => {
  it('says when there is no user', async () => {
    server.use(http.post('*/api/users/all', () => HttpResponse.json([])));
    renderWithProviders(<AdminUsers requesterId={1} />);
    expect(await screen.findByText('Aucun utilisateur.')).toBeInTheDocument();
  });

  it("says in French that the list failed, logs it, and shows the list after 'Réessayer' (deviation #1)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/users/all', () => HttpResponse.json([buildAdminUser()])));
    server.use(
      http.post(
        '*/api/users/all',
        () => HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderWithProviders(<AdminUsers requesterId={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger la liste des utilisateurs. Vérifiez votre connexion puis réessayez.',
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('utilisateurs'), expect.anything());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    const table = await screen.findByRole('table', { name: 'Utilisateurs de la plateforme' });
    expect(within(table).getByText('claire.martin@verdance.fr')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
