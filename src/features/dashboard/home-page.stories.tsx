import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './home-page';

const meta = {
  title: 'Écrans/Accueil/Accueil',
  component: HomePage,
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/home'] } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };
