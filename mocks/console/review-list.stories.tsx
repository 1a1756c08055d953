import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEW_GROUPS } from '../review/entries';
import { resetSeen, setSeen } from '../review/progress';
import { ConsoleFrame } from './console-frame';
import { ReviewList } from './review-list';

const meta = {
  title: 'Démo/Console/Liste du parcours',
  component: ReviewList,
  decorators: [(Story) => <ConsoleFrame>{Story()}</ConsoleFrame>],
  args: { groups: REVIEW_GROUPS.slice(0, 3) },
  beforeEach: () => {
    resetSeen();
    setSeen(REVIEW_GROUPS[0]!.entries[0]!.id, true);
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Trois groupes, un écran vu' };
