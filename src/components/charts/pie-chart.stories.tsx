import type { Meta, StoryObj } from '@storybook/react-vite';
import { PieChart } from './pie-chart';
import { axisColors } from './theme';

const meta = {
  title: 'Graphiques/Camembert et anneau',
  component: PieChart,
  args: {
    title: 'Avancée de vos actions prioritaires',
    slices: [
      { label: 'Validées', value: 4, color: 'var(--color-success)' },
      { label: 'En cours', value: 3, color: 'var(--color-warning)' },
      { label: 'À réaliser', value: 6, color: 'var(--color-neutral-400)' },
    ],
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** A donut in the axis colours, with its total in the hole. */
export const Donut: Story = {
  name: 'Anneau',
  args: {
    title: 'Répartition de vos enjeux prioritaires',
    innerRatio: 0.6,
    center: <span className="chart-donut__value">9</span>,
    slices: [
      { label: 'Gouvernance', value: 3, color: axisColors.gouvernance },
      { label: 'Social', value: 2, color: axisColors.social },
      { label: 'Environnement', value: 3, color: axisColors.environnement },
      { label: 'Business', value: 1, color: axisColors.business },
    ],
  },
};

/** Every count at 0: a grey ring and a sentence saying so. */
export const Empty: Story = {
  name: 'Vide',
  args: {
    slices: [
      { label: 'Validées', value: 0 },
      { label: 'En cours', value: 0 },
      { label: 'À réaliser', value: 0 },
    ],
  },
};

/** One slice takes everything. */
export const SingleSlice: Story = {
  name: 'Une seule part',
  args: {
    slices: [
      { label: 'Validées', value: 5, color: 'var(--color-success)' },
      { label: 'En cours', value: 0 },
    ],
  },
};
