import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollaboratorDonut } from './collaborator-donut';

const meta = {
  title: 'Graphiques/Anneau des collaborateurs',
  component: CollaboratorDonut,
  args: { title: 'Collaborateurs mobilisés', registered: 4, employees: 45 },
} satisfies Meta<typeof CollaboratorDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** The whole company is on Steer. */
export const Everyone: Story = { name: 'Tout le monde', args: { registered: 12, employees: 12 } };

/** The headcount on file is lower than the number of accounts: the accounts count as the headcount. */
export const OutdatedHeadcount: Story = { name: 'Effectif périmé', args: { registered: 6, employees: 3 } };

/** No headcount and no account yet. */
export const Empty: Story = { name: 'Vide', args: { registered: 0, employees: 0 } };
