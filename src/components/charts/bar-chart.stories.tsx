import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart';
import { axisColors } from './theme';

const meta = {
  title: 'Graphiques/Barres',
  component: BarChart,
  args: {
    title: 'Niveau par question',
    columns: ['Question', 'Niveau'],
    domain: [0, 4],
    tickStep: 1,
    formatValue: (value: number) => `${value}/4`,
    bars: [
      { label: "Raison d'être", value: 3, color: axisColors.gouvernance },
      { label: 'Stratégie', value: 2, color: axisColors.gouvernance },
      { label: 'Conditions de travail', value: 4, color: axisColors.social },
      { label: 'Santé et sécurité', value: 1, color: axisColors.social },
      { label: 'Biodiversité', value: 2, color: axisColors.environnement },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Long category names read better on horizontal bars. */
export const Horizontal: Story = {
  args: {
    horizontal: true,
    bars: [
      { label: 'Utilisation durable des ressources et économie circulaire', value: 3 },
      { label: 'Maîtrise des risques et des impacts', value: 2 },
      { label: 'Diversité, équité et inclusion', value: 1 },
    ],
  },
};

/** Counts of answers, with the scale taken from the data. */
export const Distribution: Story = {
  name: 'Répartition',
  args: {
    title: 'Réponses à la question',
    columns: ['Réponse', 'Nombre de réponses'],
    domain: undefined,
    tickStep: undefined,
    formatValue: String,
    bars: [
      { label: "Pas du tout d'accord", value: 2 },
      { label: "Plutôt pas d'accord", value: 5 },
      { label: "Plutôt d'accord", value: 11 },
      { label: "Tout à fait d'accord", value: 7 },
    ],
  },
};

/** No bar: a sentence instead of the drawing. */
export const Empty: Story = { name: 'Vide', args: { bars: [] } };
