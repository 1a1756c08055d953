import type { Meta, StoryObj } from '@storybook/react-vite';
import { Colours } from './foundations';

const meta = {
  title: 'Fondations/Couleurs',
  component: Colours,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each colour token with its value and its contrast ratios. */
export const Default: Story = { name: 'Défaut' };
