import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { questionAt, type RatedQuestion } from '@/content/diagnosis';
import { RatingScale } from './rating-scale';

const question = questionAt('environnement', 1) as RatedQuestion;

const meta = {
  title: 'Écrans/Diagnostic/Éléments/Échelle de notation',
  component: RatingScale,
  args: { levels: question.levels, value: null, onChange: fn(), axis: 'environnement' },
  decorators: [(Story) => <div className={`question-page--environnement`}>{Story()}</div>],
} satisfies Meta<typeof RatingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = { name: 'Défaut' };

/** Level 3 chosen (the saved answer). */
export const Selected: Story = { name: 'Sélectionné', args: { value: 3 } };

/** The longest level texts of the questionnaire. */
export const LongContent: Story = {
  name: 'Texte long',
  args: { levels: (questionAt('gouvernance', 5) as RatedQuestion).levels, value: 4, axis: 'gouvernance' },
};
