import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHttp, unanswered } from '@/api/story-http';
import { expect, within } from 'storybook/test';
import { LogoutPage } from './logout-page';

const meta = {
  title: 'Écrans/Compte/Déconnexion',
  component: LogoutPage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/logout'] },
    // Held, so the page stays on screen instead of going on to /login.
    msw: {
      handlers: [storyHttp.post('/api/auth/logout', unanswered)],
    },
  },
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Logout Page' while the server ends the session. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Logout Page' })).toBeInTheDocument();
  },
};
