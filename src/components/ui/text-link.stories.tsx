import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextLink } from './text-link';
import { interactionStatesStory } from '../../../.storybook/interaction-states';

const meta = {
  title: 'Composants/Lien',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Défaut',
  render: () => <TextLink to="/">Je réinitialise mon mot de passe</TextLink>,
};

/** Rest, hover, keyboard focus, pressed and disabled side by side (the pressed cell is also hovered). */
export const States: Story = {
  name: "États d'interaction",
  ...interactionStatesStory((_args, isDisabled) =>
    isDisabled ? null : <TextLink to="/">Je réinitialise mon mot de passe</TextLink>,
  ),
};

export const InParagraph: Story = {
  name: 'Dans un paragraphe',
  render: () => (
    <p style={{ maxWidth: '36rem' }}>
      Vous n&apos;avez pas encore indiqué d&apos;échéances pour vos actions prioritaires, ou bien celles-ci sont trop
      lointaines. <TextLink to="/">Rendez-vous à la page pilotage pour le faire !</TextLink>
    </p>
  ),
};

export const Muted: Story = {
  name: 'Discret',
  render: () => (
    <TextLink to="/" tone="muted">
      Retour à la connexion
    </TextLink>
  ),
};

export const Emphasized: Story = {
  name: 'Mis en avant',
  render: () => (
    <TextLink to="/" isEmphasized>
      Je me connecte
    </TextLink>
  ),
};

export const Inverse: Story = {
  name: 'Inversé',
  render: () => (
    <div style={{ padding: 'var(--space-4)', background: 'var(--color-surface-inverse)' }}>
      <TextLink to="/" tone="inverse">
        Je me connecte
      </TextLink>
    </div>
  ),
};

export const Disabled: Story = {
  name: 'Désactivé',
  render: () => (
    <TextLink to="/" disabled>
      Lien indisponible
    </TextLink>
  ),
};
