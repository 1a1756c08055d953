import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, findUserByEmail } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { MENU_STORAGE_KEYS } from '@/components/layouts/menu-state';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';

const CLAIRE = 'claire.martin@verdance.fr';

describe('/configurer-mon-compte', () => {
  it('gathers the profile, the password and the notification preferences, and saves the preferences', async () => {
    await signInAs(CLAIRE);
    const { user } = renderRoute('/configurer-mon-compte');

    expect(await screen.findByRole('heading', { level: 1, name: 'Configurer mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mes informations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Changer de mot de passe' })).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Notifications par e-mail' });
    const digest = within(form).getByRole('switch', { name: "Synthèse de l'enquête salariés" });
    expect(within(form).getByRole('switch', { name: "Rappels d'échéances" })).toBeChecked();
    expect(digest).not.toBeChecked();
    const save = within(form).getByRole('button', { name: 'Enregistrer mes préférences' });
    expect(save).toBeDisabled();

    await user.click(digest);
    await user.click(save);
    expect(await within(form).findByText('Vos préférences de notification ont bien été enregistrées.')).toBeVisible();
    const claireId = findUserByEmail(CLAIRE)?.id;
    expect(db.notificationPreferences.findFirst((q) => q.where({ userId: claireId ?? -1 }))?.surveyDigest).toBe(true);
  });

  it('keeps the profile forms usable when the server lacks the preferences extension', async () => {
    await signInAs(CLAIRE);
    server.use(http.get('*/users/:email/notification-preferences', () => new HttpResponse(null, { status: 404 })));
    renderRoute('/configurer-mon-compte');
    expect(await screen.findByText('Fonctionnalité indisponible sur ce serveur')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mes informations' })).toBeInTheDocument();
  });

  it('is reached from the profile popup, which closes on the way', async () => {
    await signInAs(CLAIRE);
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    const { user, router } = renderRoute('/home');
    await user.click(await screen.findByRole('button', { name: /^Mon profil/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mon profil' });
    await user.click(within(dialog).getByRole('link', { name: 'Tous les réglages du compte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurer mon compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configurer-mon-compte');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
