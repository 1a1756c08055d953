import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadarChart } from './radar-chart';

const meta = {
  title: 'Graphiques/Radar',
  component: RadarChart,
  args: {
    title: 'Maturité de vos enjeux prioritaires',
    columns: ['Enjeu', 'Niveau de maturité'],
    items: [
      { label: "Raison d'être", value: 3 },
      { label: 'Conditions de travail', value: 2 },
      { label: 'Atténuation du changement climatique', value: 1 },
      { label: 'Égalité femmes-hommes', value: 4 },
      { label: 'Dialogue avec les parties prenantes', value: 2 },
      { label: 'Économie circulaire', value: 3 },
    ],
  },
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Long titles wrap over several lines (about 16 characters each). */
export const LongLabels: Story = {
  name: 'Libellés longs',
  args: {
    items: [
      { label: 'Maîtrise des risques et des impacts de votre activité', value: 2 },
      { label: 'Utilisation durable des ressources et économie circulaire', value: 3 },
      { label: 'Diversité, équité et inclusion', value: 1 },
      { label: "Pollution de l'eau, de l'air et des sols", value: 4 },
      { label: 'Partage de la gouvernance et des décisions', value: 0 },
    ],
  },
};

/** Nothing evaluated yet: every level at 0. */
export const AllZero: Story = {
  name: 'Tout à zéro',
  args: { items: [1, 2, 3, 4].map((index) => ({ label: `Enjeu ${index}`, value: 0 })) },
};

/** No priority issue chosen: a sentence instead of the drawing. */
export const Empty: Story = { name: 'Vide', args: { items: [] } };

/** The enlarged size used in a modal. */
export const Large: Story = { name: 'Grand', args: { maxSize: 760 } };
