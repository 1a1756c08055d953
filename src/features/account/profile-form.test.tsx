import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api';
import { findUserByEmail } from '../../../mocks/db';
import { signInAs } from '../../../tests/contract/harness';
import { renderWithProviders } from '../../../tests/render';
import { ProfileForm } from './profile-form';
import type { AccountUser } from './mutations';

const CLAIRE = 'claire.martin@verdance.fr';

async function sessionUserOf(email: string): Promise<AccountUser> {
  await signInAs(email);
  const { data } = await apiClient.POST('/api/auth/refresh');
  return data!.user;
}

describe('ProfileForm', () => {
  it('saves the name, surname and job title, and hands the saved user back', async () => {
    const claire = await sessionUserOf(CLAIRE);
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<ProfileForm user={claire} onSaved={onSaved} />);
    expect(screen.getByRole('textbox', { name: 'Adresse mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: "Rôle dans l'entreprise" })).toHaveValue('Administrateur principal');

    const work = screen.getByRole('textbox', { name: 'Poste' });
    await user.fill(work, 'Directrice RSE');
    await user.fill(screen.getByRole('textbox', { name: /^Prénom/ }), 'Clara');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vos informations ont bien été enregistrées.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Clara', work: 'Directrice RSE' }));
    expect(findUserByEmail(CLAIRE)).toMatchObject({ firstName: 'Clara', position: 'Directrice RSE' });
  });

  it('asks for the first name and surname instead of sending them empty', async () => {
    const claire = await sessionUserOf(CLAIRE);
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<ProfileForm user={claire} onSaved={onSaved} />);
    await user.clear(screen.getByRole('textbox', { name: /^Nom/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez indiquer votre nom.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(findUserByEmail(CLAIRE)?.lastName).toBe('Martin');
  });

  it("shows the server's French message when it refuses the change", async () => {
    const claire = await sessionUserOf(CLAIRE);
    // A role the server will not let her change from here.
    const { user } = renderWithProviders(<ProfileForm user={{ ...claire, role: 'Acteur' }} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /L'administrateur principal ne peut pas changer son propre rôle/,
    );
  });
});
