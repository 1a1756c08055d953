import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '@/config/env';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';

const pathOf = (router: ReturnType<typeof renderRoute>['router']) => router.state.location.pathname;

describe('authenticated guard', () => {
  it('sends a visitor without session to /login', async () => {
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Connectons-nous.' })).toBeInTheDocument();
  });

  it("shows 'Chargement...' while the session is being restored", async () => {
    await signInAs('claire.martin@verdance.fr');
    // Held until the loader has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${config.apiUrl}/api/auth/refresh`, async () => {
        await answered;
        return undefined; // then the real handler answers
      }),
    );
    const { router } = renderRoute('/home');
    expect(await screen.findByText('Chargement...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Home Page' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/home');
  });

  it('restores the session on load from the refresh cookie (a reload keeps you signed in)', async () => {
    await signInAs('claire.martin@verdance.fr');
    window.sessionStorage.clear();
    const { router } = renderRoute('/home');
    expect(await screen.findByRole('heading', { name: 'Home Page' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/home');
    expect(window.sessionStorage.getItem('accessToken')).toMatch(/^ey/);
  });

  it('logs out and goes to /login when the refresh fails', async () => {
    server.use(
      http.post(`${config.apiUrl}/api/auth/refresh`, () =>
        HttpResponse.json({ statusCode: 401, message: 'Session expirée' }, { status: 401 }),
      ),
    );
    const { router } = renderRoute('/home');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });

  it("sends '/' to /login without session and to the landing route with one", async () => {
    const anonymous = renderRoute('/');
    await waitFor(() => expect(pathOf(anonymous.router)).toBe('/login'));
    anonymous.unmount();

    await signInAs('claire.martin@verdance.fr');
    const signedIn = renderRoute('/');
    await waitFor(() => expect(pathOf(signedIn.router)).toBe('/dashboard'));
  });
});

describe('guest guard', () => {
  it('sends a signed-in user from /login to /dashboard', async () => {
    const { router, user } = renderRoute('/login');
    await user.fill(await screen.findByLabelText(/mail/i), 'claire.martin@verdance.fr');
    await user.fill(screen.getByLabelText(/^Mot de passe/), 'Steer2026!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'));

    await router.navigate({ to: '/login' });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'));
    await router.navigate({ to: '/signup' });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'));
  });

  it('sends a signed-in ACTIVE platform admin from the guest pages to /admin', async () => {
    await signInAs('admin@steer.fr');
    const { router } = renderRoute('/home');
    await screen.findByRole('heading', { name: 'Home Page' });
    await router.navigate({ to: '/confirm-email', search: { token: 'x' } });
    await waitFor(() => expect(pathOf(router)).toBe('/admin'));
  });
});

describe('/admin guard', () => {
  it('lets an ACTIVE platform admin in', async () => {
    await signInAs('admin@steer.fr');
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/admin');
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it('refuses an ADMIN whose account is not ACTIVE, and a company admin', async () => {
    for (const email of ['camille.dubois@steer.fr', 'claire.martin@verdance.fr']) {
      await signInAs(email);
      const { router, unmount } = renderRoute('/admin');
      // Redirected to /login, whose guest guard then sends a signed-in person on to /dashboard.
      await waitFor(() => expect(pathOf(router)).toBe('/dashboard'));
      expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('unguarded pages and the rest', () => {
  it('serves /forget-password and /reset-password/{token} to anyone, signed in or not', async () => {
    const first = renderRoute('/forget-password');
    expect(await screen.findByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
    first.unmount();

    await signInAs('claire.martin@verdance.fr');
    const second = renderRoute(`/reset-password/${'a'.repeat(40)}`);
    expect(await screen.findByLabelText(/^Nouveau mot de passe/)).toBeInTheDocument();
    expect(pathOf(second.router)).toBe(`/reset-password/${'a'.repeat(40)}`);
  });

  it('shows the not-found page for any other path', async () => {
    renderRoute('/nulle-part');
    expect(await screen.findByRole('heading', { name: /^Erreur 404\s*–\s*Page introuvable$/ })).toBeInTheDocument();
    expect(screen.getByText("– La page que vous cherchez n'existe pas ou a été déplacée.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/login');
  });
});
