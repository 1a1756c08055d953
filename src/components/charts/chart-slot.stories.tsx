import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartSlot } from './chart-slot';
import { LineChart } from './line-chart';

const meta = {
  title: 'Graphiques/Emplacement mesuré',
  component: ChartSlot,
  args: {
    style: { maxWidth: '40rem' },
    children: (
      <LineChart
        title="Évolution de votre score RSE"
        points={['Septembre', 'Octobre', 'Novembre'].map((label, index) => ({
          label,
          value: [47, 52, 58][index] ?? null,
        }))}
      />
    ),
  },
} satisfies Meta<typeof ChartSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart is drawn at the slot's width, measured while its data were loading. */
export const Default: Story = { name: 'Défaut' };
