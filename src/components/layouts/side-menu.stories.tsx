import type { Meta, StoryObj } from '@storybook/react-vite';
import { MENU_STORY_META, inShell } from './side-menu.fixtures';
import { SideMenu } from './side-menu';

/**
 * The signed-in side menu: from 1024 px a rail (its states: Composants/Cadre/Menu latéral/Rail), below it a bar whose
 * button opens the same entries in a drawer (Composants/Cadre/Menu latéral/Tiroir).
 */
const meta = {
  title: 'Composants/Cadre/Menu latéral',
  component: SideMenu,
  ...MENU_STORY_META,
  render: (args) => inShell(args, <SideMenu {...args} />),
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed, as it starts: section icons, the SteerStore and the logout icon. */
export const Default: Story = { name: 'Défaut' };
