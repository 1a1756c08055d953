import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Modal } from '@/components/ui';
import { AppLayout } from './app-layout';
import { MENU_STORAGE_KEYS } from './menu-state';
import { SideMenu } from './side-menu';
import { ACTEUR_PAGE_NAMES } from '@/domain/pages';

/** `parameters.menu`: the remembered menu state the story starts from (written to local storage before render). */
interface MenuParameters {
  expanded?: boolean;
  openSection?: string;
}

const meta = {
  title: 'Composants/Cadre/Menu latéral',
  component: SideMenu,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/home'] } },
  args: {
    user: { name: 'Claire', surname: 'Martin' },
    onOpenCollaborators: () => undefined,
    profileDialog: (
      <Modal title="Mon profil">
        <p>Claire Martin — Administratrice principale</p>
      </Modal>
    ),
  },
  loaders: [
    ({ parameters }) => {
      const menu = (parameters.menu ?? {}) as MenuParameters;
      window.localStorage.setItem(MENU_STORAGE_KEYS.expanded, String(menu.expanded ?? false));
      if (menu.openSection) window.localStorage.setItem(MENU_STORAGE_KEYS.openSection, menu.openSection);
      else window.localStorage.removeItem(MENU_STORAGE_KEYS.openSection);
      return {};
    },
  ],
  render: (args) => (
    <AppLayout userName={args.user} sideMenu={<SideMenu {...args} />}>
      <h1>Home Page</h1>
    </AppLayout>
  ),
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed, as it starts: section icons, the SteerStore and the logout icon. */
export const Default: Story = { name: 'Défaut' };

/** Expanded (hover or keyboard focus): labels, the logo to /dashboard, the profile and collaborator icons. */
export const Expanded: Story = {
  name: 'Déplié',
  parameters: { menu: { expanded: true } },
};

/** A submenu open, on one of its pages: the entry is highlighted. */
export const SubmenuOpen: Story = {
  name: 'Sous-menu ouvert',
  parameters: {
    menu: { expanded: true, openSection: 'plan-d-action' },
    router: { initialEntries: ['/diagnosis/environnement'] },
  },
};

/** Spec §4/§6: the questionnaire is not finished; six entries are blocked and explain why above them. */
export const Locked: Story = {
  name: 'Verrouillé',
  args: { isLocked: true },
  parameters: { menu: { expanded: true, openSection: 'plan-d-action' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tableau de bord' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * An Acteur: no collaborator icon (the shell passes no `onOpenCollaborators`), the pages of the menu she was not
 * granted are locked, their tooltip saying whom to ask, and the logo leads to her first open page.
 */
export const Acteur: Story = {
  args: {
    user: { name: 'Léa', surname: 'Petit' },
    onOpenCollaborators: undefined,
    pageAccess: {
      isOpen: (page) => page.anyOf.some((name) => ACTEUR_PAGE_NAMES.includes(name)),
      lockedHint:
        "Cette page ne fait pas partie de vos accès. Pour l'obtenir, adressez-vous à votre administrateur·rice principal·e, Claire Martin (claire.martin@verdance.fr).",
      home: '/diagnostic',
    },
  },
  parameters: { menu: { expanded: true, openSection: 'tableau-de-bord' } },
};

/** A long name: the initials stay two letters. */
export const LongName: Story = {
  name: 'Nom long',
  args: { user: { name: 'Marie-Bernadette', surname: 'de La Fontaine-Villeneuve' } },
  parameters: { menu: { expanded: true, openSection: 'mes-ressources' } },
};

/** Below 1024 px: a bar with the menu button; the entries open in a drawer. */
export const NarrowDrawer: Story = {
  name: 'Tiroir, étroit',
  globals: { viewport: { value: '375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu principal' });
    await expect(within(drawer).getByRole('link', { name: 'SteerStore' })).toBeInTheDocument();
  },
};
