import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '@/config/env';
import { findUserByEmail, verifyPassword } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderWithProviders } from '../../../tests/render';
import { PasswordChangeForm } from './password-change-form';

const CLAIRE = 'claire.martin@verdance.fr';

function fill(user: ReturnType<typeof renderWithProviders>['user'], current: string, next: string, again: string) {
  return (async () => {
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), current);
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), next);
    await user.type(screen.getByLabelText(/^Confirmation du nouveau mot de passe/), again);
  })();
}

describe('PasswordChangeForm', () => {
  it('says the passwords do not match and sends nothing', async () => {
    await signInAs(CLAIRE);
    let calls = 0;
    server.use(
      http.patch(`${config.apiUrl}/users/:email/password`, () => {
        calls += 1;
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<PasswordChangeForm email={CLAIRE} />);
    await fill(user, 'Steer2026!', 'Nouveau2026!', 'Nouveau2027!');
    // The one rule of every form: a message shows once its field is left (or at submit), then follows the typing.
    await user.tab();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(calls).toBe(0);
    expect(screen.getByLabelText(/^Confirmation du nouveau mot de passe/)).toHaveFocus();
  });

  it('holds the new password to the sign-up rule before the server does, focusing it', async () => {
    await signInAs(CLAIRE);
    let calls = 0;
    server.use(
      http.patch(`${config.apiUrl}/users/:email/password`, () => {
        calls += 1;
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<PasswordChangeForm email={CLAIRE} />);
    await fill(user, 'Steer2026!', 'simple', 'simple');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(
      screen.getByText(
        'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveFocus();
    expect(calls).toBe(0);
  });

  it('changes the password when the confirmation matches, then empties the fields', async () => {
    await signInAs(CLAIRE);
    const { user } = renderWithProviders(<PasswordChangeForm email={CLAIRE} />);
    await fill(user, 'Steer2026!', 'Nouveau2026!', 'Nouveau2026!');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a bien été modifié.')).toBeInTheDocument();
    expect(await verifyPassword('Nouveau2026!', findUserByEmail(CLAIRE)?.password ?? '')).toBe(true);
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  });

  it("shows the server's message for a wrong current password", async () => {
    await signInAs(CLAIRE);
    const { user } = renderWithProviders(<PasswordChangeForm email={CLAIRE} />);
    await fill(user, 'Mauvais2026!', 'Nouveau2026!', 'Nouveau2026!');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
    expect(await verifyPassword('Steer2026!', findUserByEmail(CLAIRE)?.password ?? '')).toBe(true);
  });
});
