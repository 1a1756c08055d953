import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderRoute } from '../../../../tests/render';

const EMAIL_MESSAGE = 'Veuillez saisir une adresse email valide';
const emailInput = () => screen.getByRole('textbox', { name: 'Adresse mail' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmer' });

async function openForgotPassword() {
  const rendered = renderRoute('/forget-password');
  await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié ?' });
  return rendered;
}

describe('Forgot password screen', () => {
  it('links back to login and enables Confirmer only for a valid e-mail', async () => {
    const { user } = await openForgotPassword();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(confirmButton()).toBeDisabled();
    await user.fill(emailInput(), 'claire.martin@verdance');
    expect(confirmButton()).toBeDisabled();
    await user.type(emailInput(), '.fr');
    expect(confirmButton()).toBeEnabled();
  });

  it('flags an invalid or empty e-mail once the field is left', async () => {
    const { user } = await openForgotPassword();
    await user.click(emailInput());
    await user.tab();
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    await user.fill(emailInput(), 'claire@verdance');
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailInput(), '.fr');
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
  });

  it("sends the link and says 'Pas de panique, on a pensé à tout !'", async () => {
    const { user } = await openForgotPassword();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pas de panique, on a pensé à tout !' })).toHaveFocus();
    expect(screen.getByText('Un mail vous attend dans votre boîte de réception')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    await waitFor(() =>
      expect(db.outbox.findMany((q) => q.where({ to: 'claire.martin@verdance.fr', kind: 'reset' }))).toHaveLength(1),
    );
  });

  it("says 'Une erreur est survenue. Veuillez réessayer.' when the server answers success: false", async () => {
    server.use(http.post('*/api/users/forget-password', () => HttpResponse.json({ success: false })));
    const { user } = await openForgotPassword();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(alert).not.toHaveTextContent('plus tard');
    expect(alert.parentElement).toHaveFocus();
    expect(confirmButton()).toBeEnabled();
  });

  it("says 'Une erreur est survenue. Veuillez réessayer plus tard.' when the network fails", async () => {
    server.use(http.post('*/api/users/forget-password', () => HttpResponse.error()));
    const { user } = await openForgotPassword();
    await user.fill(emailInput(), 'claire.martin@verdance.fr');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer plus tard.',
    );
  });
});
