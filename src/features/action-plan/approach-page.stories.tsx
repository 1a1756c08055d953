import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApproachPage } from './approach-page';
import { buildAnswers, notEvaluated, planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/approach', 'answers');

const meta = {
  title: "Écrans/Plan d'action/Mes progrès",
  component: ApproachPage,
  ...page.meta,
} satisfies Meta<typeof ApproachPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = page.states.Loading;

/** Questionnaire half done, not evaluated: the next step is the Social axis. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: storyHandlers({
        answers: () => Response.json(buildAnswers(10)),
        results: notEvaluated,
        plan: () => Response.json([]),
      }),
    },
  },
};

export const LoadFailed: Story = page.states.LoadFailed;

export const ExtensionMissing: Story = page.states.ExtensionMissing;

export const LongContent: Story = page.states.LongContent;

export const ActeurReadOnly: Story = page.states.ActeurReadOnly;

export const NoCompany: Story = page.states.NoCompany;
