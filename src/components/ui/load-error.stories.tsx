import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api';
import { LoadError } from './load-error';

const meta = {
  title: 'Composants/Erreur de chargement',
  component: LoadError,
  args: { what: 'vos échéances', onRetry: fn(), error: new ApiError(500, '{"message":"Erreur interne"}') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger vos échéances.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { name: 'Nouvelle tentative', args: { retrying: true } };

/** A host without the proposed extension call answers 404 or 501. */
export const ExtensionMissing: Story = {
  name: "Sans l'extension de l'API",
  args: { error: new ApiError(501, '{"message":"Not Implemented"}') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("n'est pas encore disponible sur ce serveur");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
