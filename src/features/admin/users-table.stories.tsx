import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fill } from '../../../.storybook/play';
import { buildAdminUser, sampleAdminUsers } from './fixtures';
import { UsersTable } from './users-table';

const meta = {
  title: 'Écrans/Administration/Éléments/Tableau des utilisateurs',
  component: UsersTable,
  args: { users: sampleAdminUsers },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Empty: Story = { name: 'Vide', args: { users: [] } };

const manyUsers = Array.from({ length: 60 }, (_, index) =>
  buildAdminUser({
    id: index + 1,
    firstName: `Prénom${index + 1}`,
    lastName: `Nom${index + 1}`,
    email: `personne${index + 1}@exemple.fr`,
  }),
);

/** More users than a page: pagination below the table. */
export const ManyUsers: Story = { name: 'Nombreux utilisateurs', args: { users: manyUsers } };

/** A search that finds nobody. */
export const NoMatch: Story = {
  name: 'Aucune correspondance',
  args: { users: manyUsers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), 'introuvable');
    await expect(await canvas.findByText('Aucun utilisateur ne correspond à « introuvable ».')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  name: 'Texte long',
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
