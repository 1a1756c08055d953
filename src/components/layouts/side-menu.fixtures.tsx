import type { Loader } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui';
import { AppLayout } from './app-layout';
import { MENU_STORAGE_KEYS } from './menu-state';
import type { SideMenuProps } from './side-menu';

/** Story setup shared by the side menu and its two forms (the rail, the drawer): no mock code, stories only. */

/** `parameters.menu`: the remembered menu state the story starts from (written to local storage before render). */
export interface MenuParameters {
  expanded?: boolean;
  openSection?: string;
}

/** Claire, an administrator: her initials, the collaborator icon and the profile popup. */
export const CLAIRE_MENU_ARGS: SideMenuProps = {
  user: { name: 'Claire', surname: 'Martin' },
  onOpenCollaborators: () => undefined,
  profileDialog: (
    <Modal title="Mon profil">
      <p>Claire Martin — Administratrice principale</p>
    </Modal>
  ),
};

/** Writes `parameters.menu` where the menu reads its remembered state. */
export const rememberedMenuState: Loader<SideMenuProps> = ({ parameters }) => {
  const menu = (parameters.menu ?? {}) as MenuParameters;
  window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, String(menu.expanded ?? false));
  if (menu.openSection) window.localStorage.setItem(MENU_STORAGE_KEYS.openSection, menu.openSection);
  else window.localStorage.removeItem(MENU_STORAGE_KEYS.openSection);
  return {};
};

/** What every menu story starts from: Claire's menu on a page outside it, its remembered state from `parameters.menu`. */
export const MENU_STORY_META = {
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/home'] } },
  args: CLAIRE_MENU_ARGS,
  loaders: [rememberedMenuState],
};

/** The menu in the signed-in shell, beside a page, as the app shows it. */
export function inShell(props: SideMenuProps, menu: ReactNode) {
  return (
    <AppLayout userName={props.user} sideMenu={menu}>
      <h1>Home Page</h1>
    </AppLayout>
  );
}
