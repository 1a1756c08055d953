import type { Meta, StoryObj } from '@storybook/react-vite';
import { AwarenessModulePage, AwarenessPage } from './awareness-page';

const meta = {
  title: 'Écrans/Ressources/Sensibilisation',
  component: AwarenessPage,
  args: { userId: 3 },
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/sensibilisation'] } },
} satisfies Meta<typeof AwarenessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** No module published: an empty list. */
export const Empty: Story = { name: 'Vide', args: { modules: [] } };

/** A module opened on its first screen. */
export const Module: Story = {
  render: (args) => <AwarenessModulePage userId={args.userId} moduleId="bilan-carbone-essentiel" />,
};

/** An unknown module id. */
export const ModuleNotFound: Story = {
  name: 'Module introuvable',
  render: (args) => <AwarenessModulePage userId={args.userId} moduleId="module-inconnu" />,
};
