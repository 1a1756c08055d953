import type { Meta, StoryObj } from '@storybook/react-vite';
import { GuideArticlePage } from './guide-article-page';

const meta = {
  title: 'Écrans/Ressources/Guide',
  component: GuideArticlePage,
  args: { slug: 'bilan-ges' },
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/articles-blog/bilan-ges'] } },
} satisfies Meta<typeof GuideArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** An unknown slug: the not-found message and the way back to the library. */
export const NotFound: Story = { name: 'Introuvable', args: { slug: 'guide-inconnu' } };

/** The longest guide of the library. */
export const LongContent: Story = { name: 'Texte long', args: { slug: 'csrd-vsme-pme' } };
