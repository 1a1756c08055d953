import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Écrans/Erreurs/Page introuvable',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/une-page-qui-n-existe-pas'] } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };
