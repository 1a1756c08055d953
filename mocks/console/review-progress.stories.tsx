import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEW_ENTRIES } from '../review/entries';
import { resetSeen, setSeen } from '../review/progress';
import { ConsoleFrame } from './console-frame';
import { ReviewProgress } from './review-progress';

const meta = {
  title: 'Démo/Console/Progression du parcours',
  component: ReviewProgress,
  decorators: [(Story) => <ConsoleFrame>{Story()}</ConsoleFrame>],
} satisfies Meta<typeof ReviewProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = { name: 'Aucun écran vu', beforeEach: () => resetSeen() };

export const One: Story = {
  name: 'Un écran vu',
  beforeEach: () => {
    resetSeen();
    setSeen(REVIEW_ENTRIES[0]!.id, true);
  },
};
