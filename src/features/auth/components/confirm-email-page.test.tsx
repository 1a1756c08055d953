import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { findUserByEmail, issueToken } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { mountApp } from '../../../../tests/mount-app';
import { createTestContext, renderRoute } from '../../../../tests/render';
import { recordRequests } from '../../../../tests/record-requests';
import { restoreRealTimers } from '../../../../tests/timers';

const UNCONFIRMED = 'julien.moreau@verdance.fr';
const SUCCESS = "Votre mail est validé, c'est parti pour la suite !";

async function confirmationTokenFor(email: string): Promise<string> {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`Persona absente du seed : ${email}`);
  return (await issueToken('email-confirmation', user.id)).token;
}

afterEach(() => {
  restoreRealTimers();
});

describe('E-mail confirmation screen', () => {
  it("says 'Aucun token fourni !' without calling the server when the link has no token", async () => {
    const requests = recordRequests();
    renderRoute('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun token fourni !');
    expect(screen.getByRole('heading', { level: 1, name: 'Validation de votre adresse mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(requests.seen.filter((request) => request.includes('confirm-email'))).toEqual([]);
    requests.stop();
  });

  it("shows 'Validation en cours...', confirms the address, then goes to /login after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Held (then handed to the mock backend) until the pending state has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/auth/confirm-email', async () => {
        await answered;
      }),
    );
    const token = await confirmationTokenFor(UNCONFIRMED);
    const { router } = renderRoute(`/confirm-email?token=${token}`);
    expect((await screen.findByText('Validation en cours...')).closest('[role="status"]')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText('Redirection vers la page de connexion...')).toBeInTheDocument();
    expect(findUserByEmail(UNCONFIRMED)?.accountStatus).toBe('VALIDATED');

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(router.state.location.pathname).toBe('/confirm-email');
    await act(async () => {
      vi.advanceTimersByTime(1100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connectons-nous.' })).toBeInTheDocument();
  });

  it('sends the single-use token once, even under StrictMode', async () => {
    const token = await confirmationTokenFor(UNCONFIRMED);
    const requests = recordRequests();
    const context = createTestContext();
    const router = createAppRouter(context, createMemoryHistory({ initialEntries: [`/confirm-email?token=${token}`] }));
    mountApp(
      <StrictMode>
        <App router={router} context={context} />
      </StrictMode>,
    );
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(requests.seen.filter((request) => request === 'GET /api/auth/confirm-email')).toHaveLength(1);
    requests.stop();
  });

  it("says 'Confirmation échouée !' when the server refuses the token", async () => {
    renderRoute('/confirm-email?token=un-jeton-qui-n-existe-pas');
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmation échouée !');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it("says 'Confirmation échouée !' for a token already used", async () => {
    const token = await confirmationTokenFor(UNCONFIRMED);
    const first = renderRoute(`/confirm-email?token=${token}`);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    first.unmount();
    renderRoute(`/confirm-email?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmation échouée !');
  });

  it("says 'Une erreur est survenue !' when the call itself fails", async () => {
    server.use(http.get('*/api/auth/confirm-email', () => HttpResponse.error()));
    renderRoute('/confirm-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue !');
  });
});
