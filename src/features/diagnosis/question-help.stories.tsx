import type { Meta, StoryObj } from '@storybook/react-vite';
import { questionAt, type DiagnosisQuestion } from '@/content/diagnosis';
import { EnjeuButton, QuestionText } from './question-help';

const question = questionAt('gouvernance', 3) as DiagnosisQuestion;

const meta = {
  title: 'Écrans/Diagnostic/Éléments/Enjeu et définitions',
  component: EnjeuButton,
  args: { question },
  decorators: [
    (Story, { args }) => (
      <div className="question-page--gouvernance">
        {Story()}
        <QuestionText question={args.question} />
      </div>
    ),
  ],
} satisfies Meta<typeof EnjeuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Quel enjeu ?' and the question text with its two info icons. */
export const Default: Story = { name: 'Défaut' };

/** The 'Enjeu' modal open, with the ISO 26000, ESRS and VSME tags. */
export const EnjeuOpen: Story = { name: 'Enjeu ouvert', args: { defaultOpen: true } };
