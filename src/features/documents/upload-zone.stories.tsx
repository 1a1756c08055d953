import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadZone } from './upload-zone';

const meta = {
  title: 'Écrans/Ressources/Éléments/Zone de dépôt',
  component: UploadZone,
  args: { onFiles: () => undefined, pendingName: null },
} satisfies Meta<typeof UploadZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: choose files or drop them on the zone. */
export const Default: Story = { name: 'Défaut' };

/** A file on its way: the input waits until it is sent. */
export const Sending: Story = {
  name: 'Envoi en cours',
  args: { pendingName: 'Bilan GES 2025 - scopes 1 et 2.pdf' },
};
