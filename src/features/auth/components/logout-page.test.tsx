import { StrictMode } from 'react';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { readAccessToken, writeAccessToken } from '@/api';
import { config } from '@/config/env';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { server } from '../../../../mocks/node';
import { sessionUserAtom, type SessionUser } from '../session-atoms';
import { recordRequests } from '../../../../tests/record-requests';
import { signInAs } from '../../../../tests/contract/harness';
import { CLAIRE } from '../../../../tests/contract/personas';
import { mountApp } from '../../../../tests/mount-app';
import { createTestContext, renderRoute } from '../../../../tests/render';
import { DEMO_PASSWORD } from '../../../../mocks/seed/personas';
import { menuContent } from '@/components/layouts/menu-items';
import { MENU_STORAGE_KEYS } from '@/components/layouts/menu-state';
import { passwordInput } from './auth-test-utils';

const SIGNED_IN: SessionUser = {
  id: 2,
  email: 'claire.martin@verdance.fr',
  name: 'Claire',
  surname: 'Martin',
  work: 'Directrice RSE',
  role: 'Administrateur principal',
  companyId: 1,
  company: { id: 1, name: 'Verdance Conseil' },
  accountAuthLevel: 'USER',
  accountStatus: 'ACTIVE',
};

describe('Logout page', () => {
  it("shows 'Logout Page', ends the session once (StrictMode), forgets cached data and redirects to /login", async () => {
    // The logout answers once the page has been seen: with the /login route already loaded (files share their
    // modules), the redirect could otherwise replace the page before the heading is asserted.
    let answerLogout = () => {};
    const pageSeen = new Promise<void>((resolve) => (answerLogout = resolve));
    // A resolver that returns nothing hands the request on to the backend's own logout handler.
    server.use(http.post(`${config.apiUrl}/api/auth/logout`, () => pageSeen));
    const requests = recordRequests();
    const context = createTestContext();
    context.store.set(sessionUserAtom, SIGNED_IN);
    writeAccessToken('jeton-de-test');
    context.queryClient.setQueryData(['dashboard', 'results', SIGNED_IN.email], { result: 72 });
    const router = createAppRouter(context, createMemoryHistory({ initialEntries: ['/logout'] }));
    mountApp(
      <StrictMode>
        <App router={router} context={context} />
      </StrictMode>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Logout Page' })).toBeInTheDocument();
    answerLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectons-nous.' })).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(context.store.get(sessionUserAtom)).toBeNull();
    expect(context.queryClient.getQueryData(['dashboard', 'results', SIGNED_IN.email])).toBeUndefined();
    expect(requests.seen.filter((request) => request === 'POST /api/auth/logout')).toHaveLength(1);
    requests.stop();
  });
});

describe('/logout preloaded', () => {
  it('signs nobody out when a link to it is only preloaded (hover or focus of the menu entry)', async () => {
    await signInAs(CLAIRE);
    const { router, store } = renderRoute('/mes-ressources');
    await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' });
    const requests = recordRequests();

    await router.preloadRoute({ to: '/logout' });

    expect(requests.seen).not.toContain('POST /api/auth/logout');
    expect(readAccessToken()).not.toBeNull();
    expect(store.get(sessionUserAtom)?.email).toBe(CLAIRE);
    expect(router.state.location.pathname).toBe('/mes-ressources');
    requests.stop();
  });
});

describe('Signing out from the expanded menu', () => {
  it('leaves the menu collapsed for the next sign-in, as a new session expects it', async () => {
    await signInAs(CLAIRE);
    const { user, router } = renderRoute('/mes-ressources');
    await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' });
    const rail = () => screen.getAllByRole('navigation', { name: menuContent.navLabel })[0]!.parentElement!;
    await user.hover(rail());
    expect(rail()).toHaveAttribute('data-expanded', 'true');

    await user.click(within(rail()).getByRole('link', { name: menuContent.logout }));
    await screen.findByRole('heading', { level: 1, name: 'Connectons-nous.' });
    await user.fill(screen.getByRole('textbox', { name: 'Adresse mail' }), CLAIRE);
    await user.fill(passwordInput(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findAllByRole('navigation', { name: menuContent.navLabel });
    expect(rail()).toHaveAttribute('data-expanded', 'false');
    expect(window.localStorage.getItem(MENU_STORAGE_KEYS.expanded)).toBe('false');
  });
});
