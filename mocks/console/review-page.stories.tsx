import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REVIEW_ENTRIES } from '../review/entries';
import { REVIEW_PROGRESS_KEY, resetSeen } from '../review/progress';
import { ReviewPage } from './review-page';
import './demo-console.css';

const meta = {
  title: 'Démo/Console/Page du parcours de revue',
  component: ReviewPage,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="demo-console">{Story()}</div>],
  args: { onClose: () => undefined },
  beforeEach: () => {
    resetSeen();
    window.localStorage.setItem(
      REVIEW_PROGRESS_KEY,
      JSON.stringify(REVIEW_ENTRIES.slice(0, 8).map((entry) => entry.id)),
    );
  },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Parcours de revue' });
    await expect(within(dialog).getByRole('heading', { name: 'Parcours de revue' })).toHaveFocus();
  },
};
