import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, readAccessToken } from '@/api';
import { announceBackendWork, backendWork } from '@/api/backend-ready';
import { server } from '../../../../mocks/node';
import { renderRoute } from '../../../../tests/render';
import { passwordInput, stubMatchMedia } from './auth-test-utils';
import { PENDING_WORK_DELAY_MS } from './pending-work';
import { recordRequests } from '../../../../tests/record-requests';
import { restoreRealTimers } from '../../../../tests/timers';

const PASSWORD = 'Steer2026!';
const EMAIL_MESSAGE = 'Veuillez saisir une adresse email valide';

const emailInput = () => screen.getByRole('textbox', { name: 'Adresse mail' });
const submitButton = () => screen.getByRole('button', { name: 'Se connecter' });

async function openLogin() {
  const rendered = renderRoute('/login');
  await screen.findByRole('heading', { level: 1, name: 'Connectons-nous.' });
  return rendered;
}

// MSW keeps the refresh cookie of a login in its jar for the whole file: every test starts signed out.
afterEach(async () => {
  await apiClient.POST('/api/auth/logout');
});

describe('Login screen', () => {
  it('offers the e-mail and password fields, the reset link and the sign-up button', async () => {
    await openLogin();
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Je réinitialise mon mot de passe' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The brand panel is shown on wide screens (the default when matchMedia is absent).
    expect(screen.getByRole('complementary', { name: 'Présentation de Steer' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    await user.fill(passwordInput(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('gives no e-mail message while the field is empty, even after leaving it', async () => {
    const { user } = await openLogin();
    await user.click(emailInput());
    await user.tab();
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('flags a non-empty invalid e-mail when the field is left, and clears the message once fixed', async () => {
    const { user } = await openLogin();
    await user.fill(emailInput(), 'claire.martin@verdance');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(EMAIL_MESSAGE);
    await user.type(emailInput(), '.fr');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
  });

  it('does not send an invalid e-mail: the message shows and the field gets the focus', async () => {
    const { user } = await openLogin();
    const requests = recordRequests();
    await user.fill(emailInput(), 'pas-une-adresse');
    await user.fill(passwordInput(), PASSWORD);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(emailInput()).toHaveFocus();
    expect(requests.seen).not.toContain('POST /api/auth/login');
    requests.stop();
  });

  it('does not send an empty form: the first empty field gets the focus', async () => {
    const { user } = await openLogin();
    const requests = recordRequests();
    await user.click(submitButton());
    expect(emailInput()).toHaveFocus();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.click(submitButton());
    expect(passwordInput()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.seen).not.toContain('POST /api/auth/login');
    requests.stop();
  });

  it('sends an ACTIVE platform admin to /admin', async () => {
    const { user, router } = await openLogin();
    await user.fill(emailInput(), 'admin@steer.fr');
    await user.fill(passwordInput(), PASSWORD);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(readAccessToken()).toBeTruthy();
  });

  it('sends a company user to /dashboard', async () => {
    const { user, router } = await openLogin();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.fill(passwordInput(), PASSWORD);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(readAccessToken()).toBeTruthy();
  });

  it('says the credentials are wrong on a 401, focuses the message and stays on /login', async () => {
    const { user, router } = await openLogin();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.fill(passwordInput(), 'Mauvais2026!');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Adresse mail / mot de passe incorrect');
    expect(alert.parentElement).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login');
    expect(readAccessToken()).toBeNull();
  });

  it("shows the server's own message to an account whose e-mail is not confirmed (401), not 'incorrect'", async () => {
    const { user } = await openLogin();
    await user.fill(emailInput(), 'julien.moreau@verdance.fr');
    await user.fill(passwordInput(), PASSWORD);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Veuillez confirmer votre adresse e-mail avant de vous connecter.');
    expect(alert).not.toHaveTextContent('incorrect');
  });

  it.each([
    [
      'a server error',
      () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Erreur interne', error: 'Internal Server Error' },
          { status: 500 },
        ),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('asks to retry later after %s', async (_situation, reply) => {
    server.use(http.post('*/api/auth/login', reply));
    const { user, router } = await openLogin();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.fill(passwordInput(), PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the button as busy while the call is running', async () => {
    server.use(
      http.post('*/api/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await openLogin();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.fill(passwordInput(), PASSWORD);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Se connecter/ })).toHaveAttribute('aria-busy', 'true'),
    );
  });

  it('says what the backend is preparing once a sign-in has waited a second for it, and not before', async () => {
    const preparing = 'Préparation de Groupe Horizon : 2 400 collaborateurs...';
    let finish = () => {};
    let start = () => {};
    const started = new Promise<void>((resolve) => (start = resolve));
    server.use(
      http.post('*/api/auth/login', async () => {
        // Held until the test's clock is fake: the page's one-second timer starts with the announcement.
        await started;
        // What the demo's backend does while it builds Groupe Horizon (mocks/seed/horizon-loader.ts).
        announceBackendWork(preparing);
        await new Promise<void>((resolve) => (finish = resolve));
        announceBackendWork(null);
        return HttpResponse.json(
          { statusCode: 401, message: 'Identifiants incorrects', error: 'Unauthorized' },
          { status: 401 },
        );
      }),
    );
    const { user } = await openLogin();
    await user.fill(emailInput(), 'direction@groupe-horizon.fr');
    await user.fill(passwordInput(), PASSWORD);
    // The live region under the button (the fields have their own, for their messages).
    const status = within(submitButton().parentElement!).getByRole('status');
    await user.click(submitButton());
    // The second is the subject: it is counted on a fake clock (timeouts only), not waited for. The wait for the
    // announcement polls on the real clock: Testing Library's waitFor ends on a timeout, and vi.waitFor moves the
    // fake clock on as it polls.
    const realTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      start();
      while (backendWork() !== preparing) await new Promise((resolve) => realTimeout(resolve, 5));
      // React draws the announcement in a task of its own: the page's timer starts then, on the fake clock.
      await act(async () => {});
      // Under a second: the spinner only, the live region stays empty.
      await act(() => vi.advanceTimersByTime(PENDING_WORK_DELAY_MS - 1));
      expect(status).toBeEmptyDOMElement();
      await act(() => vi.advanceTimersByTime(1));
      expect(status).toHaveTextContent(preparing);
    } finally {
      restoreRealTimers();
    }
    // Once the backend answers, the sentence goes.
    finish();
    await screen.findByRole('alert');
    expect(status).toBeEmptyDOMElement();
  });

  describe('below 1024 px', () => {
    let restore: () => void = () => undefined;
    afterEach(() => restore());

    // Deviation 16: at 150 % zoom a 1280 px laptop is 853 CSS px wide; the form stays, the spec's message advises.
    it('hides the brand panel and advises a larger screen above a form that still signs in', async () => {
      restore = stubMatchMedia(false);
      await openLogin();
      const advice = screen
        .getByText('Pour une meilleure expérience, affichez cette page sur un écran plus grand (ordinateur).')
        .closest('[role="status"]');
      if (!advice) throw new Error('The advice is not a status message');
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Connectons-nous.' });
      expect(advice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(form).getByRole('textbox', { name: 'Adresse mail' })).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    });

    it('shows the form from 1024 px', async () => {
      restore = stubMatchMedia(true);
      await openLogin();
      expect(submitButton()).toBeInTheDocument();
      expect(screen.queryByText(/affichez cette page sur un écran plus grand/)).not.toBeInTheDocument();
    });
  });
});
