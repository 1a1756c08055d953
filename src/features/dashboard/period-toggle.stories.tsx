import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ScoreHistoryDuration } from '@/api/queries/dashboard';
import { PeriodToggle } from './period-toggle';

const meta = {
  title: 'Tableau de bord/Choix de la période',
  component: PeriodToggle,
  args: { value: '6m', onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState<ScoreHistoryDuration>(args.value);
    return <PeriodToggle value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof PeriodToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '6 mois' chosen, the default. */
export const Default: Story = {};

export const ThreeMonths: Story = { args: { value: '3m' } };

export const WholeYear: Story = { args: { value: '1y' } };
