import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StoryProviders, createLoadedStoryRouter } from '../../../.storybook/decorators';
import { menuContent } from './menu-items';
import { MENU_STORAGE_KEYS, useKeepMenuOpen } from './menu-state';
import { SideMenu, type SideMenuProps } from './side-menu';

const claire = { name: 'Claire', surname: 'Martin' };

/** A popup opened from the menu, as the collaborator popup is: it holds the menu open while it shows. */
function TestPopup({ onClose }: { onClose: () => void }) {
  useKeepMenuOpen();
  return (
    <button type="button" onClick={onClose}>
      Fermer la fenêtre
    </button>
  );
}

function MenuWithPopup(props: Partial<SideMenuProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <SideMenu user={claire} onOpenCollaborators={() => setOpen(true)} {...props} />
      {isOpen && <TestPopup onClose={() => setOpen(false)} />}
    </>
  );
}

async function renderMenu(props: Partial<SideMenuProps> = {}, path = '/home') {
  const router = await createLoadedStoryRouter([path]);
  const user = userEvent.setup();
  const result = render(
    <StoryProviders router={router}>
      <MenuWithPopup {...props} />
    </StoryProviders>,
  );
  const nav = () => screen.getAllByRole('navigation', { name: menuContent.navLabel })[0]!;
  const rail = () => nav().parentElement!;
  return { ...result, router, user, nav, rail };
}

const section = (name: string) => screen.getByRole('button', { name });

describe('SideMenu', () => {
  it('starts collapsed: section icons and the logout icon only', async () => {
    const { rail, nav } = await renderMenu({ profileDialog: <div />, onOpenCollaborators: vi.fn() });
    expect(rail()).toHaveAttribute('data-expanded', 'false');
    expect(section('Tableau de bord')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('button', { name: /^Mon profil/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: menuContent.collaborators })).not.toBeInTheDocument();
    // The logo leads to /dashboard only when the menu is expanded.
    expect(within(nav()).queryByRole('link', { name: 'Steer' })).not.toBeInTheDocument();
  });

  it('expands on hover, collapses on leave, and stays open while a popup from it is showing', async () => {
    const { rail, nav, user } = await renderMenu({ profileDialog: <div /> });
    await user.hover(rail());
    expect(rail()).toHaveAttribute('data-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: /^Mon profil/ })).toHaveTextContent('CM');
    await user.unhover(rail());
    expect(rail()).toHaveAttribute('data-expanded', 'false');

    await user.hover(rail());
    await user.click(screen.getByRole('button', { name: menuContent.collaborators }));
    await user.unhover(rail());
    expect(rail()).toHaveAttribute('data-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Fermer la fenêtre' }));
    await user.hover(rail());
    await user.unhover(rail());
    expect(rail()).toHaveAttribute('data-expanded', 'false');
  });

  it('opens one submenu at a time and remembers the expanded state and open submenu across a remount', async () => {
    const first = await renderMenu();
    await first.user.hover(first.rail());
    await first.user.click(section('Tableau de bord'));
    expect(section('Tableau de bord')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mes progrès' })).toHaveAttribute('href', '/approach');
    expect(screen.getByRole('link', { name: 'Ma performance' })).toHaveAttribute('href', '/ma-performance');

    await first.user.click(section("Plan d'action"));
    expect(section('Tableau de bord')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Mes progrès' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon évaluation' })).toHaveAttribute('href', '/diagnostic');
    expect(screen.getByRole('link', { name: 'Mes leviers' })).toHaveAttribute('href', '/solutions');
    expect(screen.getByRole('link', { name: 'Mon pilotage' })).toHaveAttribute('href', '/pilotage');
    expect(screen.getByRole('link', { name: 'Mes réalisations' })).toHaveAttribute('href', '/mes-actions-realisees');
    expect(window.localStorage.getItem(MENU_STORAGE_KEYS.expanded)).toBe('true');
    expect(window.localStorage.getItem(MENU_STORAGE_KEYS.openSection)).toBe('plan-d-action');
    first.unmount();

    const second = await renderMenu();
    expect(second.rail()).toHaveAttribute('data-expanded', 'true');
    expect(section("Plan d'action")).toHaveAttribute('aria-expanded', 'true');
    await second.user.click(section('Mes ressources'));
    expect(screen.getByRole('link', { name: 'Ressources Steer' })).toHaveAttribute('href', '/mes-ressources');
    expect(screen.getByRole('link', { name: 'Mes documents' })).toHaveAttribute('href', '/mes-documents');
    await second.user.click(section('Enquête(s)'));
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/mon-enquete/dashboard');
    expect(screen.getByRole('link', { name: 'SteerStore' })).toHaveAttribute('href', '/steer-store');
    // Clicking the open section again closes it.
    await second.user.click(section('Enquête(s)'));
    expect(section('Enquête(s)')).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['/approach', 'Tableau de bord', 'Mes progrès'],
    ['/ma-demarche', 'Tableau de bord', 'Mes progrès'],
    ['/ma-performance', 'Tableau de bord', 'Ma performance'],
    ['/diagnostic', "Plan d'action", 'Mon évaluation'],
    ['/diagnosis', "Plan d'action", 'Mon évaluation'],
    ['/diagnosis/environnement', "Plan d'action", 'Mon évaluation'],
    ['/solutions', "Plan d'action", 'Mes leviers'],
    ['/pilotage', "Plan d'action", 'Mon pilotage'],
    ['/mes-actions-realisees', "Plan d'action", 'Mes réalisations'],
    ['/mes-ressources', 'Mes ressources', 'Ressources Steer'],
    ['/mes-documents', 'Mes ressources', 'Mes documents'],
    ['/mes-documents-internes', 'Mes ressources', 'Mes documents'],
    ['/mon-enquete/dashboard', 'Enquête(s)', 'Tableau de bord'],
  ])('highlights the entry of %s', async (path, sectionName, linkName) => {
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    await renderMenu({}, path);
    expect(section(sectionName)).toHaveAttribute('data-active', 'true');
    await userEvent.setup().click(section(sectionName));
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([linkName]);
  });

  it('highlights the SteerStore, and nothing on a page outside the menu', async () => {
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    const { unmount } = await renderMenu({}, '/steer-store');
    expect(screen.getByRole('link', { name: 'SteerStore' })).toHaveAttribute('aria-current', 'page');
    unmount();
    await renderMenu({}, '/home');
    expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
    expect(screen.getAllByRole('button').some((button) => button.dataset.active === 'true')).toBe(false);
  });

  it('offers collaborator management to admins only, never to an Acteur, and never as a dead button', async () => {
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    const onOpenCollaborators = vi.fn();
    const admin = await renderMenu({ onOpenCollaborators });
    await admin.user.click(screen.getByRole('button', { name: menuContent.collaborators }));
    expect(onOpenCollaborators).toHaveBeenCalledOnce();
    admin.unmount();

    // The shell asks can(user, 'manageCollaborators') and passes no handler to an Acteur.
    const actor = await renderMenu({
      onOpenCollaborators: undefined,
      user: { ...claire, name: 'Léa', surname: 'Petit' },
    });
    expect(screen.queryByRole('button', { name: menuContent.collaborators })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Léa Petit' })).toHaveTextContent('LP');
    actor.unmount();

    await renderMenu({ onOpenCollaborators: undefined });
    expect(screen.queryByRole('button', { name: menuContent.collaborators })).not.toBeInTheDocument();
  });

  it('does not filter entries by role (spec §6): an Acteur sees every sub-item', async () => {
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    const { user } = await renderMenu({ user: { name: 'Léa', surname: 'Petit' } });
    await user.click(section("Plan d'action"));
    for (const name of ['Mon évaluation', 'Mes leviers', 'Mon pilotage', 'Mes réalisations']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('works by touch: a tap expands it, a tap outside folds it back', async () => {
    const { rail, user } = await renderMenu();
    await user.pointer({ keys: '[TouchA]', target: section('Mes ressources') });
    expect(rail()).toHaveAttribute('data-expanded', 'true');
    expect(section('Mes ressources')).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(rail()).toHaveAttribute('data-expanded', 'false');
  });

  it('locks the entries a person was not granted, with the tooltip saying whom to ask, and leads the logo home', async () => {
    window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, 'true');
    const granted = new Set(['/diagnostic', '/approach']);
    const lockedHint = 'Cette page ne fait pas partie de vos accès. Adressez-vous à Claire Martin.';
    const { user, nav } = await renderMenu({
      pageAccess: { isOpen: (page) => granted.has(page.to), lockedHint, home: '/diagnostic' },
    });
    expect(within(nav()).getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/diagnostic');

    // Sections stay open: only their links are locked.
    await user.click(section("Plan d'action"));
    expect(screen.getByRole('link', { name: 'Mon évaluation' })).toHaveAttribute('href', '/diagnostic');
    for (const name of ['Mes leviers', 'Mon pilotage', 'Mes réalisations']) {
      const locked = screen.getByRole('link', { name });
      expect(locked).toHaveAttribute('aria-disabled', 'true');
      expect(locked).not.toHaveAttribute('href');
    }
    const store = screen.getByRole('link', { name: 'SteerStore' });
    expect(store).toHaveAttribute('aria-disabled', 'true');

    // Tooltips open on keyboard focus (or hover): the arrows reach a locked link.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Mes leviers' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(lockedHint);
  });

  it('is usable by keyboard: focus expands, arrows move between entries, Escape collapses', async () => {
    const { rail, nav, user } = await renderMenu({ profileDialog: <div /> });
    await user.tab();
    expect(rail()).toHaveAttribute('data-expanded', 'true');
    expect(section('Tableau de bord')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(section('Tableau de bord')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Mes progrès' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(nav()).getByRole('link', { name: 'Steer' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Mes progrès' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(rail()).toHaveAttribute('data-expanded', 'false');
    // The sub-item went away with the collapse: focus lands on its section.
    expect(section('Tableau de bord')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(rail()).toHaveAttribute('data-expanded', 'true');
  });
});
