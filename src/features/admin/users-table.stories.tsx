import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildAdminUser, sampleAdminUsers } from './fixtures';
import { UsersTable } from './users-table';

const meta = {
  title: 'Admin/Tableau des utilisateurs',
  component: UsersTable,
  args: { users: sampleAdminUsers },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { users: [] } };

export const LongContent: Story = {
  args: {
    users: [
      buildAdminUser({
        firstName: 'Marie-Bernadette',
        lastName: 'de La Fontaine-Villeneuve',
        email: 'marie-bernadette.de-la-fontaine-villeneuve@une-entreprise-au-nom-tres-long.fr',
        position: 'Directrice de la responsabilité sociétale et environnementale du groupe',
        planAccess: [
          { id: 1, plan: "Plan d'actions", access: 'READ' },
          { id: 2, plan: 'Ressources Steer (onglet Mes ressources)', access: 'NONE' },
          { id: 3, plan: 'Steer Store', access: 'READ' },
        ],
      }),
      ...sampleAdminUsers.slice(1),
    ],
  },
};
