import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORE_OFFERS } from './offers';
import { SteerStorePage } from './steer-store-page';

const meta = {
  title: 'Écrans/Ressources/SteerStore',
  component: SteerStorePage,
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/steer-store'] } },
} satisfies Meta<typeof SteerStorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Empty: Story = { name: 'Vide', args: { offers: [] } };

/** An offer with a long title and many items. */
export const LongContent: Story = {
  name: 'Texte long',
  args: {
    offers: [
      {
        ...STORE_OFFERS[0]!,
        title: 'Pack 5 heures de copilotage, relecture de documents et préparation du comité de direction RSE annuel',
        includes: [...STORE_OFFERS[0]!.includes, ...STORE_OFFERS[5]!.includes],
      },
    ],
  },
};
