import type { Meta, StoryObj } from '@storybook/react-vite';
import { GUIDES } from './guides';
import { ResourcesLibraryPage } from './resources-library-page';

const meta = {
  title: 'Écrans/Ressources/Ressources Steer',
  component: ResourcesLibraryPage,
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/mes-ressources'] } },
} satisfies Meta<typeof ResourcesLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** No guide at all (a library being rebuilt): the empty message and the reset button. */
export const Empty: Story = { name: 'Vide', args: { guides: [] } };

/** A single axis only, with long titles: cards keep their layout. */
export const LongContent: Story = {
  name: 'Texte long',
  args: {
    guides: GUIDES.filter((guide) => guide.axis === 'gouvernance').map((guide) => ({
      ...guide,
      title: `${guide.title} — édition complète, mise à jour des seuils et des calendriers d'application`,
    })),
  },
};
