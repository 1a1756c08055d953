import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteFrame } from './route-frames';

/**
 * What a cold visit paints from a route's own HTML before any script has run (issue 41): the layout, the page's
 * heading and a skeleton of its first screen. The app then shows the page in the same place.
 */
const meta = {
  title: "Composants/Cadre/Cadre statique d'une page",
  component: RouteFrame,
  parameters: { layout: 'fullscreen' },
  args: { route: '/dashboard' },
} satisfies Meta<typeof RouteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  name: 'Tableau de bord',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon tableau de bord dynamique' })).toBeVisible();
  },
};

export const Pilotage: Story = { name: 'Mon pilotage', args: { route: '/pilotage' } };

export const Levers: Story = { name: 'Mes leviers', args: { route: '/solutions' } };

export const Login: Story = { name: 'Connexion', args: { route: '/login' } };

/** 'Mes documents': its header without the tabs, which need the current page. */
export const Documents: Story = { name: 'Mes documents', args: { route: '/mes-documents' } };

/** A page in one column ('Mes ressources'), under its header. */
export const Resources: Story = { name: 'Mes ressources', args: { route: '/mes-ressources' } };

/** The account settings, hidden from the menu. */
export const AccountSettings: Story = { name: 'Configurer mon compte', args: { route: '/configurer-mon-compte' } };
