import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingAndShapes } from './foundations';

const meta = {
  title: 'Fondations/Espacements, rayons, ombres et mouvement',
  component: SpacingAndShapes,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof SpacingAndShapes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spacing, control sizes, radii, shadows, motion, layers and breakpoints. */
export const Default: Story = { name: 'Défaut' };
