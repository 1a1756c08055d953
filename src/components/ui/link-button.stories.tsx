import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { LinkButton } from './link-button';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Lien bouton',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Défaut',
  render: () => <LinkButton to="/">Retour à l&apos;accueil</LinkButton>,
};

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((_args, isDisabled) => (
    <LinkButton to="/" disabled={isDisabled}>
      Retour à l'accueil
    </LinkButton>
  )),
};

export const Variants: Story = {
  name: 'Variantes',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      <LinkButton to="/" variant="primary">
        Retour à l&apos;accueil
      </LinkButton>
      <LinkButton to="/" variant="secondary">
        S&apos;inscrire
      </LinkButton>
      <LinkButton to="/" variant="ghost">
        Je me connecte
      </LinkButton>
      <LinkButton to="/" variant="danger">
        Quitter le questionnaire
      </LinkButton>
    </div>
  ),
};

export const Sizes: Story = {
  name: 'Tailles',
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      <LinkButton to="/" size="sm">
        Petit
      </LinkButton>
      <LinkButton to="/" size="md">
        Moyen
      </LinkButton>
      <LinkButton to="/" size="lg">
        Grand
      </LinkButton>
    </div>
  ),
};

export const WithIcons: Story = {
  name: 'Avec icônes',
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
      <LinkButton to="/" variant="secondary" iconStart={<ArrowLeft />}>
        Page précédente
      </LinkButton>
      <LinkButton to="/" iconEnd={<ArrowRight />}>
        C&apos;est parti !
      </LinkButton>
    </div>
  ),
};

/** `disabled` keeps the link in place but removes its href (aria-disabled), e.g. before the last slide. */
export const Disabled: Story = {
  name: 'Désactivé',
  render: () => (
    <LinkButton to="/" disabled>
      C&apos;est parti !
    </LinkButton>
  ),
};

export const FullWidth: Story = {
  name: 'Pleine largeur',
  render: () => (
    <LinkButton to="/" fullWidth>
      S&apos;inscrire
    </LinkButton>
  ),
};
