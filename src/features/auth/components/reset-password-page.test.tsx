import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api';
import { findUserByEmail, issueToken, verifyPassword } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderRoute } from '../../../../tests/render';
import { passwordInput } from './auth-test-utils';
import { recordRequests } from '../../../../tests/record-requests';
import { restoreRealTimers } from '../../../../tests/timers';

const LENGTH_MESSAGE = 'Le mot de passe doit contenir au moins 6 caractères';
const TITLE = 'Choisissez un nouveau mot de passe';
/** Long enough for the client, unknown to the server. */
const UNKNOWN_TOKEN = 'x'.repeat(30);

const newPassword = () => passwordInput(/^Nouveau mot de passe/);
const confirmButton = () => screen.getByRole('button', { name: 'Confirmer' });

async function resetTokenFor(email: string): Promise<string> {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`Persona absente du seed : ${email}`);
  return (await issueToken('password-reset', user.id)).token;
}

async function openReset(token: string) {
  const rendered = renderRoute(`/reset-password/${token}`);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return rendered;
}

afterEach(async () => {
  restoreRealTimers();
  // MSW keeps the refresh cookie of a login in its jar for the whole file.
  await apiClient.POST('/api/auth/logout');
});

describe('Reset password screen', () => {
  it("refuses a token shorter than 30 characters with 'Lien invalide ou expiré.', without the form or a call", async () => {
    const requests = recordRequests();
    await openReset('x'.repeat(29));
    expect(screen.getByRole('alert')).toHaveTextContent('Lien invalide ou expiré.');
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(requests.seen.filter((request) => request.includes('reset-password'))).toEqual([]);
    requests.stop();
  });

  it('offers the form from 30 characters, with Confirmer enabled only from 6 characters', async () => {
    const { user } = await openReset(UNKNOWN_TOKEN);
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(confirmButton()).toBeDisabled();
    await user.type(newPassword(), 'abcde');
    expect(confirmButton()).toBeDisabled();
    await user.type(newPassword(), 'f');
    expect(confirmButton()).toBeEnabled();
  });

  it('states the 6-character minimum once the field is left', async () => {
    const { user } = await openReset(UNKNOWN_TOKEN);
    await user.type(newPassword(), 'abc');
    expect(screen.queryByText(LENGTH_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(LENGTH_MESSAGE)).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    await user.type(newPassword(), 'def');
    expect(screen.queryByText(LENGTH_MESSAGE)).not.toBeInTheDocument();
  });

  it('changes the password, says so, goes to /login after 3 s, where the new password works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const token = await resetTokenFor('claire.martin@verdance.fr');
    const { user, router } = await openReset(token);
    await user.fill(newPassword(), 'Nouveau2026!');
    await user.click(confirmButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mot de passe réinitialisé avec succès !' }),
    ).toHaveFocus();
    expect(screen.getByText('Redirection vers la page de connexion...')).toBeInTheDocument();
    await expect(verifyPassword('Nouveau2026!', findUserByEmail('claire.martin@verdance.fr')!.password)).resolves.toBe(
      true,
    );

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(router.state.location.pathname).toBe(`/reset-password/${token}`);
    await act(async () => {
      vi.advanceTimersByTime(1100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    // The new password opens the account.
    await user.fill(await screen.findByRole('textbox', { name: 'Adresse mail' }), 'claire.martin@verdance.fr');
    await user.fill(passwordInput(), 'Nouveau2026!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows the server's message when it refuses the link", async () => {
    const { user } = await openReset(UNKNOWN_TOKEN);
    await user.fill(newPassword(), 'Nouveau2026!');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lien invalide ou expiré.');
    expect(alert.parentElement).toHaveFocus();
  });

  it.each([
    ['an error without a message', () => new HttpResponse(null, { status: 500 })],
    ['success: false with an empty message', () => HttpResponse.json({ success: false, message: '' })],
  ])("says 'Une erreur est survenue. Veuillez réessayer.' for %s", async (_situation, reply) => {
    server.use(http.post('*/api/users/reset-password/:token', reply));
    const { user } = await openReset(UNKNOWN_TOKEN);
    await user.fill(newPassword(), 'Nouveau2026!');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(alert).not.toHaveTextContent('plus tard');
  });

  it("says 'Une erreur est survenue. Veuillez réessayer plus tard.' when the network fails", async () => {
    server.use(http.post('*/api/users/reset-password/:token', () => HttpResponse.error()));
    const { user } = await openReset(UNKNOWN_TOKEN);
    await user.fill(newPassword(), 'Nouveau2026!');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
  });
});
