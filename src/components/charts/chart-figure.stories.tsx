import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBlock } from '@/components/ui';
import { ChartFigure } from './chart-figure';

const meta = {
  title: 'Graphiques/Cadre accessible',
  component: ChartFigure,
  args: {
    title: 'Évolution de votre score RSE',
    headingLevel: 3,
    description: 'Le score le plus haut de chaque mois.',
    table: {
      columns: ['Mois', 'Score'],
      rows: [
        ['Octobre', '55/100'],
        ['Novembre', '58/100'],
      ],
    },
    children: (
      <svg width="320" height="120" viewBox="0 0 320 120">
        <polyline points="10,100 160,60 310,20" fill="none" stroke="var(--color-primary)" strokeWidth="3" />
      </svg>
    ),
  },
} satisfies Meta<typeof ChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** With a visible legend instead of a hidden table. */
export const WithLegend: Story = {
  name: 'Avec légende',
  args: {
    table: undefined,
    legend: [
      { label: 'Validées', value: '4', color: 'var(--color-success)' },
      { label: 'À réaliser', value: '6', color: 'var(--color-neutral-400)' },
    ],
  },
};

/** Nothing to draw: the sentence replaces the drawing. */
export const Empty: Story = { name: 'Vide', args: { emptyText: 'Aucune donnée à afficher pour le moment.' } };

/** The drawing's code still on its way: the caption stays, a loader as tall as the drawing holds its place. */
export const Loading: Story = {
  name: 'Chargement',
  args: {
    table: undefined,
    children: undefined,
    loading: <LoadingBlock minHeight="120px" label="Chargement du graphique..." />,
  },
};
