import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { withFieldWidth } from '../../../.storybook/decorators';
import { fn } from 'storybook/test';
import { PasswordField } from './password-field';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Champ mot de passe',
  component: PasswordField,
  args: {
    label: 'Mot de passe',
    autoComplete: 'current-password',
    onChange: fn(),
  },
  decorators: [withFieldWidth('24rem')],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof PasswordField>, isDisabled) => (
    <PasswordField {...args} isDisabled={isDisabled} />
  )),
};

export const Revealed: Story = {
  name: 'Mot de passe affiché',
  args: { defaultValue: 'Steer2024!', defaultRevealed: true },
};

export const NewPassword: Story = {
  name: 'Nouveau mot de passe',
  args: {
    label: 'Nouveau mot de passe',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'Au moins 8 caractères, avec une majuscule, un chiffre et un caractère spécial.',
  },
};

export const Invalid: Story = {
  name: 'Invalide',
  args: {
    autoComplete: 'new-password',
    defaultValue: 'steer',
    errorMessage:
      'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
  },
};

export const ConfirmationMismatch: Story = {
  name: 'Confirmation différente',
  args: {
    label: 'Confirmation du mot de passe',
    autoComplete: 'new-password',
    defaultValue: 'Steer2024?',
    errorMessage: 'Les mots de passe ne correspondent pas',
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { defaultValue: 'Steer2024!', isDisabled: true },
};
