import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { announceBackendWork } from '@/api/backend-ready';
import { PendingWork } from './pending-work';

const PREPARING = 'Préparation de Groupe Horizon : 2 400 collaborateurs...';

const meta = {
  title: 'Écrans/Compte/Connexion/Préparation en cours',
  component: PendingWork,
  // The sentence at once: a story shows the state, not the second a sign-in waits before it (login-page.test.tsx).
  args: { isPending: true, delayMs: 0 },
  decorators: [
    (Story) => {
      // What the demo's backend announces while it builds Groupe Horizon; forgotten when the story unmounts.
      useEffect(() => {
        announceBackendWork(PREPARING);
        return () => announceBackendWork(null);
      }, []);
      return (
        <div className="auth-form" style={{ maxWidth: 420 }}>
          <Story />
        </div>
      );
    },
  ],
} satisfies Meta<typeof PendingWork>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sign-in that has waited more than a second for the backend: the sentence under the button. */
export const Preparing: Story = {
  name: 'Préparation annoncée',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(await within(status).findByText(PREPARING)).toBeVisible();
  },
};
