import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoConsole } from './demo-console';

const meta = {
  title: 'Démo/Console',
  component: DemoConsole,
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: true, navigate: () => undefined, reload: () => undefined },
} satisfies Meta<typeof DemoConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scenario link it could not read: the console opens by itself and says why (scenario-start.ts). */
export const RefusedLink: Story = {
  name: 'Lien de scénario refusé',
  args: {
    notice: "Lien de scénario : aucune persona de la démo n'a l'adresse « personne@exemple.fr ». Rien n'a été modifié.",
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement.ownerDocument.body).getByRole('alert');
    await expect(alert).toHaveTextContent("Rien n'a été modifié.");
  },
};
