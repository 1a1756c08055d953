import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_STORAGE_KEYS } from '@/components/layouts/menu-state';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';

describe('ProfilePopup in the signed-in shell', () => {
  it('opens from the initials, saves the profile, and the menu follows; focus returns to the initials', async () => {
    await signInAs('claire.martin@verdance.fr');
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    const { user } = renderRoute('/home');
    const initials = await screen.findByRole('button', { name: /^Mon profil/ });
    expect(initials).toHaveTextContent('CM');

    await user.click(initials);
    const dialog = await screen.findByRole('dialog', { name: 'Mon profil' });
    const firstName = within(dialog).getByRole('textbox', { name: /^Prénom/ });
    await user.fill(firstName, 'Sophie');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Vos informations ont bien été enregistrées.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const updated = screen.getByRole('button', { name: /^Mon profil/ });
    expect(updated).toHaveTextContent('SM');
    expect(updated).toHaveFocus();
  });
});
