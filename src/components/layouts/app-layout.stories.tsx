import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from './app-layout';

const meta = {
  title: 'Composants/Cadre/Cadre connecté',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: { name: 'Claire', surname: 'Martin' },
    children: <h1>Mon tableau de bord dynamique</h1>,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** The platform admin's shell: the logo leads back to the admin panel. */
export const PlatformAdmin: Story = {
  name: 'Administrateur de la plateforme',
  args: { userName: { name: 'Alex', surname: 'Steer' }, homeTo: '/admin', children: <h1>Admin Panel</h1> },
};

export const LongName: Story = {
  name: 'Nom long',
  args: { userName: { name: 'Marie-Bernadette', surname: 'de La Fontaine-Villeneuve' } },
};
