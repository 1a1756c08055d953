import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Card } from './card';
import { TextLink } from './text-link';

const meta = {
  title: 'Composants/Carte',
  component: Card,
  args: {
    title: 'Mes échéances à venir (2)',
    children: <p>Rédiger la charte de télétravail — avant le 30 juin.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const WithoutTitle: Story = {
  name: 'Sans titre',
  args: { title: undefined, children: <p>Votre score global : 62/100</p> },
};

export const WithActionAndFooter: Story = {
  name: 'Avec action et pied',
  args: {
    title: 'Mes dernières réalisations',
    headerAction: (
      <Button variant="ghost" size="sm">
        Tout afficher
      </Button>
    ),
    footer: <TextLink to="/">Voir mon pilotage</TextLink>,
    children: (
      <ul style={{ paddingInlineStart: 'var(--space-5)' }}>
        <li>Bilan carbone simplifié réalisé</li>
        <li>Charte éthique diffusée à l&apos;ensemble des équipes</li>
      </ul>
    ),
  },
};

export const Outlined: Story = {
  name: 'Contour',
  args: { appearance: 'outlined', headingLevel: 3 },
};

export const EmptyState: Story = {
  name: 'État vide',
  args: {
    title: 'Mes dernières réalisations',
    children: (
      <p style={{ color: 'var(--color-text-muted)' }}>
        Vous n&apos;avez pas réalisé d&apos;actions les six derniers mois.
      </p>
    ),
  },
};

export const LongContent: Story = {
  name: 'Texte long',
  args: {
    title:
      'Répartition de vos enjeux prioritaires entre gouvernance, social, environnement et business durable sur les douze derniers mois',
    children: (
      <p>
        Vous n&apos;avez pas encore indiqué d&apos;échéances pour vos actions prioritaires, ou bien celles-ci sont trop
        lointaines. Rendez-vous à la page pilotage pour le faire ! Une fois vos échéances renseignées, elles
        apparaîtront ici, triées de la plus proche à la plus lointaine, avec le collaborateur responsable de chacune.
      </p>
    ),
  },
};
