import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SegmentedControl } from './segmented-control';

const PERIODS = [
  { id: '3m', label: '3 mois' },
  { id: '6m', label: '6 mois' },
  { id: '1y', label: 'Tout' },
];

const meta = {
  title: 'Composants/Contrôle segmenté',
  component: SegmentedControl<string>,
  args: { label: 'Période affichée', options: PERIODS, value: '6m', onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState<string>(args.value);
    return <SegmentedControl {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof SegmentedControl<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '6 mois' chosen; choosing 'Tout' moves the choice. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Tout' }));
    await expect(canvas.getByRole('radio', { name: 'Tout' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '6 mois' })).not.toBeChecked();
  },
};

/** Many choices on a narrow screen: they wrap instead of scrolling sideways. */
export const ManyChoicesNarrow: Story = {
  name: 'Nombreux choix, étroit',
  args: {
    label: 'Filtrer par axe',
    options: [
      { id: 'all', label: 'Tous les axes' },
      { id: 'gouvernance', label: 'Gouvernance & Stratégie' },
      { id: 'social', label: 'Social' },
      { id: 'environnement', label: 'Environnement' },
      { id: 'business', label: 'Business durable' },
    ],
    value: 'all',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
