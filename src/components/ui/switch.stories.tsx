import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { Switch } from './switch';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Interrupteur',
  component: Switch,
  args: {
    children: 'Accès au tableau de bord',
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof Switch>, isDisabled) => (
    <Switch {...args} isDisabled={isDisabled} />
  )),
};

export const On: Story = {
  name: 'Activé',
  args: { defaultSelected: true },
};

export const Disabled: Story = {
  name: 'Désactivé',
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' }}>
      <Switch {...args} isDisabled>
        Steer Store
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Plan d&apos;actions
      </Switch>
    </div>
  ),
};

/** Page access of a collaborator: label first, switches aligned on the right. */
export const PageAccessList: Story = {
  name: 'Liste des accès aux pages',
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)', maxWidth: '24rem' }}>
      {["Plan d'actions", 'Ressources Steer (onglet Mes ressources)', 'Steer Store', 'Mes documents'].map(
        (page, index) => (
          <Switch key={page} {...args} labelPosition="start" defaultSelected={index < 3}>
            {page}
          </Switch>
        ),
      )}
    </div>
  ),
};
