import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Case à cocher',
  component: Checkbox,
  args: {
    children: 'Se souvenir de moi',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof Checkbox>, isDisabled) => (
    <Checkbox {...args} isDisabled={isDisabled} />
  )),
};

export const Checked: Story = {
  name: 'Coché',
  args: { defaultSelected: true },
};

export const Indeterminate: Story = {
  name: 'Indéterminé',
  args: { children: 'Toutes les pages', isIndeterminate: true },
};

export const Disabled: Story = {
  name: 'Désactivé',
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' }}>
      <Checkbox {...args} isDisabled>
        Tableau de bord
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Plan d&apos;actions
      </Checkbox>
    </div>
  ),
};

export const Invalid: Story = {
  name: 'Invalide',
  args: { children: "J'accepte les conditions générales d'utilisation", isInvalid: true },
};

export const LongLabel: Story = {
  name: 'Libellé long',
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Checkbox {...args}>
        J&apos;accepte que Steer conserve mes réponses au questionnaire pour établir mon diagnostic et suivre mon plan
        d&apos;actions avec mon copilote.
      </Checkbox>
    </div>
  ),
};
