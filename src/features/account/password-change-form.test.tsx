import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findUserByEmail, verifyPassword } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { recordRequests } from '../../../tests/record-requests';
import { renderWithProviders } from '../../../tests/render';
import { PasswordChangeForm } from './password-change-form';

const CLAIRE = 'claire.martin@verdance.fr';

/** Claire signed in, her form filled in, and the password changes it sends recorded. */
async function fillAsClaire(current: string, next: string, again: string) {
  await signInAs(CLAIRE);
  const passwordChanges = recordRequests({
    only: ({ method, path }) => method === 'PATCH' && path.endsWith('/password'),
  });
  const { user } = renderWithProviders(<PasswordChangeForm email={CLAIRE} />);
  await user.fill(screen.getByLabelText(/^Mot de passe actuel/), current);
  await user.fill(screen.getByLabelText(/^Nouveau mot de passe/), next);
  await user.fill(screen.getByLabelText(/^Confirmation du nouveau mot de passe/), again);
  return { user, passwordChanges };
}

describe('PasswordChangeForm', () => {
  it('says the passwords do not match and sends nothing', async () => {
    const { user, passwordChanges } = await fillAsClaire('Steer2026!', 'Nouveau2026!', 'Nouveau2027!');
    // The one rule of every form: a message shows once its field is left (or at submit), then follows the typing.
    await user.tab();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(passwordChanges.requests).toEqual([]);
    expect(screen.getByLabelText(/^Confirmation du nouveau mot de passe/)).toHaveFocus();
  });

  it('holds the new password to the sign-up rule before the server does, focusing it', async () => {
    const { user, passwordChanges } = await fillAsClaire('Steer2026!', 'simple', 'simple');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(
      screen.getByText(
        'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveFocus();
    expect(passwordChanges.requests).toEqual([]);
  });

  it('changes the password when the confirmation matches, then empties the fields', async () => {
    const { user } = await fillAsClaire('Steer2026!', 'Nouveau2026!', 'Nouveau2026!');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a bien été modifié.')).toBeInTheDocument();
    expect(await verifyPassword('Nouveau2026!', findUserByEmail(CLAIRE)?.password ?? '')).toBe(true);
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  });

  it("shows the server's message for a wrong current password", async () => {
    const { user } = await fillAsClaire('Mauvais2026!', 'Nouveau2026!', 'Nouveau2026!');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
    expect(await verifyPassword('Steer2026!', findUserByEmail(CLAIRE)?.password ?? '')).toBe(true);
    // A refusal is not sent again as it was: the save line says « Non enregistré » without « Réessayer ».
    expect(screen.getByText('Non enregistré')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('shows its save like the other forms, and offers to send it again when no answer came', async () => {
    const { user, passwordChanges } = await fillAsClaire('Steer2026!', 'Nouveau2026!', 'Nouveau2026!');
    server.use(http.patch('*/users/:email/password', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText(/^Non enregistré/)).toContainElement(
      screen.getByRole('button', { name: 'Réessayer' }),
    );
    expect(screen.getByText(/n'a pas pu être modifié/)).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Votre mot de passe a bien été modifié.')).toBeInTheDocument();
    expect(await verifyPassword('Nouveau2026!', findUserByEmail(CLAIRE)?.password ?? '')).toBe(true);
    expect(passwordChanges.requests.at(-1)?.body).toEqual({
      currentPassword: 'Steer2026!',
      newPassword: 'Nouveau2026!',
    });
  });
});
