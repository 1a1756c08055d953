import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from './foundations';

const meta = {
  title: 'Fondations/Typographie',
  component: Typography,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale: families, sizes, weights, line heights and letter spacings. */
export const Default: Story = { name: 'Défaut' };
