import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icons } from './foundations';

const meta = {
  title: 'Fondations/Icônes',
  component: Icons,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Icons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every lucide icon the product uses, with the files where it appears. */
export const Default: Story = { name: 'Défaut' };
