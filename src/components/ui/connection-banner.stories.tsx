import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionBanner } from './connection-banner';

/** The line every page shows while the connection fails; nothing while it works. */
const meta = {
  title: 'UI/ConnectionBanner',
  component: ConnectionBanner,
  args: { connectivity: { offline: false, reconnecting: true } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client tries again after an outage (a call, or the session's renewal). */
export const Default: Story = {};

/** The browser is offline, or no server answered the last calls. */
export const Offline: Story = { args: { connectivity: { offline: true, reconnecting: false } } };
