import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteError } from './route-error';

const meta = {
  title: "Écrans/Erreurs/Erreur d'affichage",
  component: RouteError,
  args: { error: new Error('Échec du chargement'), reset: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page failed to show: the French message, 'Réessayer' and the way home. */
export const Default: Story = { name: 'Défaut' };
