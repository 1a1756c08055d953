import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { ArrowRight, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Bouton',
  component: Button,
  args: {
    children: 'Se connecter',
    variant: 'primary',
    size: 'md',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((args: ComponentProps<typeof Button>, isDisabled) => (
    <Button {...args} isDisabled={isDisabled} />
  )),
};

export const Variants: Story = {
  name: 'Variantes',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      <Button {...args} variant="primary">
        Se connecter
      </Button>
      <Button {...args} variant="secondary">
        S&apos;inscrire
      </Button>
      <Button {...args} variant="ghost">
        Annuler
      </Button>
      <Button {...args} variant="danger">
        Supprimer
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  name: 'Tailles',
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      <Button {...args} size="sm">
        Petit
      </Button>
      <Button {...args} size="md">
        Moyen
      </Button>
      <Button {...args} size="lg">
        Grand
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  name: 'Avec icônes',
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
      <Button {...args} iconEnd={<ArrowRight />}>
        Suivant
      </Button>
      <Button {...args} variant="danger" iconStart={<Trash2 />}>
        Supprimer
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { children: "C'est parti !", isDisabled: true },
};

export const Pending: Story = {
  name: 'En attente',
  args: { children: 'Se connecter', isPending: true },
};

export const PendingVariants: Story = {
  name: 'Variantes en attente',
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      <Button {...args} variant="primary" isPending>
        Enregistrer
      </Button>
      <Button {...args} variant="secondary" isPending>
        Confirmer
      </Button>
      <Button {...args} variant="danger" isPending>
        Supprimer
      </Button>
    </div>
  ),
};

export const FullWidth: Story = {
  name: 'Pleine largeur',
  args: { children: 'Se connecter', fullWidth: true },
};

export const LongLabel: Story = {
  name: 'Libellé long',
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Button {...args}>Enregistrer et passer à la question suivante du questionnaire</Button>
    </div>
  ),
};
