import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInRequired } from './sign-in-required';

const meta = {
  title: 'Pages/Diagnostic/Connexion requise',
  component: SignInRequired,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SignInRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question page opened without a session. */
export const Default: Story = {};
