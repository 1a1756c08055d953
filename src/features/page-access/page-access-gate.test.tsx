import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findUserByEmail, pageIdOf, setPageAuthorizations } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { CLAIRE, LEA } from '../../../tests/contract/personas';
import { renderRoute } from '../../../tests/render';
import { MENU_STORAGE_KEYS } from '@/components/layouts/menu-state';
import { isPageAccessChecked, pageAt } from '@/domain/pages';

async function grantLea(pageNames: Parameters<typeof pageIdOf>[0][]) {
  const lea = findUserByEmail(LEA);
  if (!lea) throw new Error('Léa absente du jeu de données');
  await setPageAuthorizations(lea.id, pageNames.map(pageIdOf));
}

describe('page access', () => {
  it('maps every menu path and known prefix to its page, and leaves the other signed-in pages open', () => {
    expect(pageAt('/dashboard')?.anyOf).toEqual(['Tableau de bord']);
    expect(pageAt('/ma-demarche/etape-2')?.label).toBe('Mes progrès');
    expect(pageAt('/solutions/')?.anyOf).toEqual(['Mes leviers', "Plan d'actions"]);
    expect(pageAt('/diagnosis/environnement')?.label).toBe('Mon évaluation');
    expect(pageAt('/articles-blog/bilan-carbone')?.anyOf).toEqual(['Ressources Steer (onglet Mes ressources)']);
    expect(pageAt('/mes-documents-internes')?.anyOf).toEqual(['Mes documents']);
    expect(pageAt('/mon-enquete/dashboard')?.anyOf).toEqual(['Enquête(s)']);
    expect(pageAt('/steer-store')?.anyOf).toEqual(['Steer Store']);
    expect(pageAt('/home')).toBeNull();
    expect(pageAt('/limited-access')).toBeNull();
    // Lookalike paths are not prefixes.
    expect(pageAt('/dashboards')).toBeNull();

    expect(isPageAccessChecked({ role: 'Administrateur principal', companyId: 1 })).toBe(false);
    expect(isPageAccessChecked({ role: 'Administrateur secondaire', companyId: 1 })).toBe(false);
    expect(isPageAccessChecked({ role: 'Acteur', companyId: 1 })).toBe(true);
    expect(isPageAccessChecked({ role: null, companyId: null })).toBe(false);
  });

  it('shows an Acteur landing on /dashboard who to ask, and the pages they may open', async () => {
    await grantLea(["Plan d'actions", 'Ressources Steer (onglet Mes ressources)', 'Steer Store']);
    await signInAs(LEA);
    renderRoute('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cette page ne vous est pas ouverte' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Votre profil ne donne pas accès à la page « Mon tableau de bord »/)).toBeInTheDocument();
    expect(
      await screen.findByText(/administrateur·rice principal·e, Claire Martin \(claire\.martin@verdance\.fr\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mon tableau de bord dynamique' })).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Les pages qui vous sont ouvertes' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mon évaluation', '/diagnostic'],
      ['Mes leviers', '/solutions'],
      ['Mon pilotage', '/pilotage'],
      ['Mes réalisations', '/mes-actions-realisees'],
      ['Ressources Steer', '/mes-ressources'],
      ['SteerStore', '/steer-store'],
    ]);
  });

  it("leads an Acteur's menu logo, in the rail and in the narrow bar, where signing in lands her, not to the wall", async () => {
    await grantLea(["Plan d'actions", 'Ressources Steer (onglet Mes ressources)', 'Steer Store']);
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    await signInAs(LEA);
    renderRoute('/mes-ressources');
    await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' });
    const logos = () => screen.getAllByRole('link', { name: 'Steer' }).map((link) => link.getAttribute('href'));
    await waitFor(() => expect(logos()).toEqual(['/diagnostic', '/diagnostic']));
  });

  it('opens the dashboard to an Acteur granted it, and to admins without asking', async () => {
    await grantLea(['Tableau de bord']);
    await signInAs(LEA);
    const lea = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon tableau de bord dynamique' })).toBeInTheDocument();
    lea.unmount();

    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
    await signInAs(CLAIRE);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon tableau de bord dynamique' })).toBeInTheDocument();
    expect(requested).not.toContain('/page-authorization/user');
    server.events.removeAllListeners();
  });

  it('never leaves the page spinning when the access check fails', async () => {
    server.use(
      http.get('*/page-authorization/user', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Erreur interne.', error: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    await signInAs(LEA);
    renderRoute('/dashboard');
    expect(await screen.findByText(/Impossible de charger vos accès aux pages/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
