import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveStatus } from './save-status';

/** The line under every write form and card: what the server holds after the person's change. */
const meta = {
  title: "Composants/État d'enregistrement",
  component: SaveStatus,
  args: { state: 'saved', onRetry: () => undefined },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server has the change (its answer, or a re-read after a lost answer, said so). */
export const Default: Story = { name: 'Enregistré' };

/** The change is on its way. */
export const Saving: Story = { name: 'Enregistrement en cours', args: { state: 'saving' } };

/** The server does not have the change: the person may send it again. */
export const NotSaved: Story = { name: 'Non enregistré', args: { state: 'unsaved' } };

/** Refused, with the server's reason. */
export const NotSavedWithReason: Story = {
  name: 'Non enregistré, avec la raison du serveur',
  args: { state: 'unsaved', reason: "L'échéance doit être postérieure à aujourd'hui." },
};

/** No server answers: the change waits for the connection. */
export const Waiting: Story = { name: 'En attente de la connexion', args: { state: 'waiting' } };
