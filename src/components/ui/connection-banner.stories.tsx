import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionBanner } from './connection-banner';

/** The line every page shows while the connection fails; nothing while it works. */
const meta = {
  title: 'Composants/Bandeau de connexion',
  component: ConnectionBanner,
  // The banner is fixed to the bottom of the window: a transformed box of its own holds it, so the story (and its
  // capture) has the banner's size and place instead of an empty root.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '5rem', transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
  args: { connectivity: { offline: false, reconnecting: true, slow: false } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client tries again after an outage (a call, or the session's renewal). */
export const Default: Story = { name: 'Nouvelle tentative' };

/** The browser is offline, or no server answered the last calls. */
export const Offline: Story = {
  name: 'Hors ligne',
  args: { connectivity: { offline: true, reconnecting: false, slow: false } },
};

/** A call has waited more than 3 s for its answer: the person knows why the page is still waiting. */
export const Slow: Story = {
  name: 'Serveur lent',
  args: { connectivity: { offline: false, reconnecting: false, slow: true } },
};
