import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REVIEW_ENTRIES } from '../review/entries';
import { REVIEW_PROGRESS_KEY, resetSeen } from '../review/progress';
import { ConsoleFrame } from './console-frame';
import { ReviewSection } from './review-section';

/** The seen marks live in local storage: each story sets its own before rendering. */
function withSeen(count: number) {
  return () => {
    resetSeen();
    if (count > 0) {
      window.localStorage.setItem(
        REVIEW_PROGRESS_KEY,
        JSON.stringify(REVIEW_ENTRIES.slice(0, count).map((entry) => entry.id)),
      );
    }
  };
}

const meta = {
  title: 'Démo/Console/Parcours de revue',
  component: ReviewSection,
  decorators: [(Story) => <ConsoleFrame>{Story()}</ConsoleFrame>],
} satisfies Meta<typeof ReviewSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSeen: Story = { name: 'Rien de vu', beforeEach: withSeen(0) };

export const HalfSeen: Story = {
  name: 'À mi-parcours',
  beforeEach: withSeen(23),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`23 écrans vus sur ${REVIEW_ENTRIES.length}`)).toBeInTheDocument();
  },
};

export const AllSeen: Story = { name: 'Tout vu', beforeEach: withSeen(REVIEW_ENTRIES.length) };

export const ListShown: Story = {
  name: 'Liste affichée',
  beforeEach: withSeen(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Afficher les \d+ écrans ici$/ }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(REVIEW_ENTRIES.length);
  },
};

export const ResetAsked: Story = {
  name: 'Remise à zéro demandée',
  beforeEach: withSeen(5),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remettre le parcours à zéro' }));
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  },
};
