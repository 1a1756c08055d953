import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MENU_STORY_META, inShell } from './side-menu.fixtures';
import { DrawerMenu } from './side-menu-drawer';

const meta = {
  title: 'Composants/Cadre/Menu latéral/Tiroir',
  component: DrawerMenu,
  ...MENU_STORY_META,
  render: (args) => inShell(args, <DrawerMenu {...args} />),
  globals: { viewport: { value: '375', isRotated: false } },
} satisfies Meta<typeof DrawerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 1024 px: a bar with the menu button; the entries open in a drawer, shown open. */
export const Default: Story = {
  name: 'Ouvert',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu principal' });
    await expect(within(drawer).getByRole('link', { name: 'SteerStore' })).toBeInTheDocument();
  },
};
