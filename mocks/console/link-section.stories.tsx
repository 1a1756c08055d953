import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultNetworkSettings } from '../network';
import { personaByEmail } from '../seed/personas';
import { ConsoleFrame } from './console-frame';
import { LinkSection } from './link-section';

const hugoOnPilotage = (fresh: boolean) => ({
  view: {
    page: '/pilotage',
    scenario: {
      persona: personaByEmail('hugo.bernard@verdance.fr') ?? null,
      network: { ...defaultNetworkSettings(), latency: 'slow' as const },
      date: '2026-11-20',
      fresh,
    },
  },
  stranger: null,
});

const meta = {
  title: 'Démo/Console/Lien de cette vue',
  component: LinkSection,
  decorators: [(Story) => <ConsoleFrame>{Story()}</ConsoleFrame>],
  args: { view: hugoOnPilotage, copy: () => Promise.resolve() },
} satisfies Meta<typeof LinkSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Copied: Story = {
  name: 'Lien copié',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien de cette vue' }));
    await expect(await canvas.findByText('Lien copié')).toBeInTheDocument();
  },
};

export const ClipboardRefused: Story = {
  name: 'Presse-papiers refusé',
  args: { copy: () => Promise.reject(new Error('NotAllowedError')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien de cette vue' }));
    await expect(await canvas.findByRole('textbox')).toHaveFocus();
  },
};
