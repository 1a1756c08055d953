import type { Meta, StoryObj } from '@storybook/react-vite';
import { FRENCH_MONTHS } from '@/lib/format';
import { LineChart } from './line-chart';

const months = ['Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre'];

const meta = {
  title: 'Graphiques/Courbe',
  component: LineChart,
  args: {
    title: 'Évolution de votre score RSE',
    columns: ['Mois', 'Score'],
    formatValue: (value: number) => `${value}/100`,
    gapText: 'Aucune évaluation',
    points: months.map((label, index) => ({ label, value: [38, 41, 47, 52, 55, 58][index] ?? null })),
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** A month without a score leaves a gap, not a drop to zero. */
export const WithGaps: Story = {
  name: 'Avec des manques',
  args: { points: months.map((label, index) => ({ label, value: [38, null, 47, null, null, 58][index] ?? null })) },
};

/** Nothing scored in the period: the axes stay, no line. */
export const NoValueInPeriod: Story = {
  name: 'Aucune valeur sur la période',
  args: { points: months.map((label) => ({ label, value: null })) },
};

/** No category at all: a sentence instead of the drawing. */
export const Empty: Story = { name: 'Vide', args: { points: [] } };

/** Twelve months at the large font (20 px, windows from 1441 px). */
export const YearLargeFont: Story = {
  name: 'Année, grande police',
  args: {
    fontSize: 20,
    // Twelve months from December: the last one, then January to November.
    points: [FRENCH_MONTHS[11], ...FRENCH_MONTHS.slice(0, 11)].map((label, index) => ({
      label,
      value: index % 3 === 0 ? null : 30 + index * 4,
    })),
  },
};
