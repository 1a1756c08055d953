import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreSummary } from './score-summary';

const meta = {
  title: 'Écrans/Tableau de bord/Éléments/Résumé des scores',
  component: ScoreSummary,
  args: { results: { result: 58, axe2Result: 17, axe3Result: 15, axe4Result: 12, axe5Result: 14 } },
} satisfies Meta<typeof ScoreSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const AllZero: Story = {
  name: 'Tout à zéro',
  args: { results: { result: 0, axe2Result: 0, axe3Result: 0, axe4Result: 0, axe5Result: 0 } },
};

export const AllFull: Story = {
  name: 'Tout rempli',
  args: { results: { result: 100, axe2Result: 25, axe3Result: 25, axe4Result: 25, axe5Result: 25 } },
};
