import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, Lock } from 'lucide-react';
import { Button, buttonClassName } from './button';
import { LinkButton } from './link-button';
import { Tooltip, TooltipTarget } from './tooltip';

const meta = {
  title: 'Composants/Info-bulle',
  component: Tooltip,
  args: {
    content: 'Définition du terme',
    children: <Button variant="secondary">Survolez-moi</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '9rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or Tab onto the button: the tooltip opens above it. */
export const Default: Story = { name: 'Défaut' };

export const Open: Story = {
  name: 'Ouvert',
  args: { defaultOpen: true },
};

/** A locked menu entry: it looks disabled but stays focusable so keyboard users can read why. */
export const LockedEntry: Story = {
  name: 'Entrée verrouillée',
  args: {
    defaultOpen: true,
    content:
      'Ne soyez pas trop pressé, vous aurez accès à cette section lorsque vous aurez intégralement complété le questionnaire.',
    children: (
      <TooltipTarget role="link" isDisabled>
        <Lock size={16} aria-hidden="true" />
        Mes leviers
      </TooltipTarget>
    ),
  },
};

/** A disabled-looking button that explains itself ('Suivant' before a level is chosen). */
export const DisabledButtonLook: Story = {
  name: "Aspect d'un bouton désactivé",
  args: {
    content: 'Sélectionnez un niveau pour avancer',
    children: (
      <TooltipTarget isDisabled className={buttonClassName({ variant: 'primary' })}>
        Suivant
      </TooltipTarget>
    ),
  },
};

/** An icon-only trigger (inline definition) needs an accessible name of its own. */
export const IconTrigger: Story = {
  name: 'Ouvert par une icône',
  args: {
    content: 'Les limites planétaires sont neuf seuils environnementaux à ne pas dépasser.',
    children: (
      <Button variant="ghost" size="sm" aria-label="Définition : limites planétaires">
        <Info size={18} />
      </Button>
    ),
  },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-1)' }}>
      Limites planétaires
      <Tooltip {...args} />
    </p>
  ),
};

/** Router links are not react-aria components: `wrapTrigger` makes them open the tooltip. */
export const OnLink: Story = {
  name: 'Sur un lien',
  args: {
    wrapTrigger: true,
    content: "Retour à la page d'accueil",
    children: (
      <LinkButton to="/" variant="secondary">
        Accueil
      </LinkButton>
    ),
  },
};

export const Bottom: Story = {
  name: 'En bas',
  args: { placement: 'bottom', defaultOpen: true },
};
