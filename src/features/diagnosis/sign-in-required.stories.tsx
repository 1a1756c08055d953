import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyRequired, SignInRequired } from './sign-in-required';

const meta = {
  title: 'Écrans/Diagnostic/Connexion requise',
  component: SignInRequired,
  parameters: { layout: 'fullscreen', screen: 'public' },
} satisfies Meta<typeof SignInRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question page opened without a session. */
export const Default: Story = { name: 'Défaut' };

/** A signed-in person without a company on a question page. */
export const NoCompany: Story = { name: 'Sans entreprise', render: () => <CompanyRequired /> };
