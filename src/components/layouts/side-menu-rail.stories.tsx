import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTEUR_PAGE_NAMES } from '@/domain/pages';
import { MENU_STORY_META, inShell } from './side-menu.fixtures';
import { RailMenu } from './side-menu-rail';

const meta = {
  title: 'Composants/Cadre/Menu latéral/Rail',
  component: RailMenu,
  ...MENU_STORY_META,
  render: (args) => inShell(args, <RailMenu {...args} />),
} satisfies Meta<typeof RailMenu>;

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
