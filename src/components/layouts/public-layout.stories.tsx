import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicLayout } from './public-layout';

const meta = {
  title: 'Composants/Cadre/Cadre public',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <h1>Logout Page</h1> },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };
