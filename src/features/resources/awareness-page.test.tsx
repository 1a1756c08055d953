import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../mocks/db';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { AWARENESS_MODULES } from './awareness-modules';
import { AWARENESS_PROGRESS_KEY } from './awareness-progress';

const [first] = AWARENESS_MODULES;

describe('/sensibilisation', () => {
  it('walks through a module screen by screen and remembers the progress per user', async () => {
    if (!first) throw new Error('no module');
    await signInAs('claire.martin@verdance.fr');
    const { user, unmount } = renderRoute(`/sensibilisation/${first.id}`);

    expect(await screen.findByRole('heading', { level: 2, name: first.screens[0]?.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Écran précédent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Écran suivant' }));
    const second = screen.getByRole('heading', { level: 2, name: first.screens[1]?.title });
    // Focus follows the new screen, so a screen reader announces it.
    expect(second).toHaveFocus();
    unmount();

    const claireId = findUserByEmail('claire.martin@verdance.fr')?.id;
    const stored = JSON.parse(window.localStorage.getItem(AWARENESS_PROGRESS_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored[String(claireId)]).toEqual({ [first.id]: { screen: 1, completed: false } });

    renderRoute('/sensibilisation');
    expect(await screen.findByText(`En cours : écran 2 sur ${first.screens.length}`)).toBeInTheDocument();
  });

  it('marks a module finished after its last screen', async () => {
    const last = AWARENESS_MODULES[AWARENESS_MODULES.length - 1];
    if (!last) throw new Error('no module');
    await signInAs('lea.petit@verdance.fr');
    const { user } = renderRoute(`/sensibilisation/${last.id}`);
    await screen.findByRole('heading', { level: 2, name: last.screens[0]?.title });
    for (let index = 1; index < last.screens.length; index++) {
      await user.click(screen.getByRole('button', { name: 'Écran suivant' }));
    }
    await user.click(screen.getByRole('button', { name: 'Terminer le module' }));
    expect(await screen.findByRole('heading', { name: 'Module terminé, bravo !' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Voir tous les modules' }));
    expect(await screen.findByText('Terminé')).toBeInTheDocument();
  });
});
