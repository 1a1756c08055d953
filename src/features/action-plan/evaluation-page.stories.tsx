import type { Meta, StoryObj } from '@storybook/react-vite';
import { EvaluationPage } from './evaluation-page';
import { buildAnswers, planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/diagnostic', 'answers');

const meta = {
  title: "Écrans/Plan d'action/Mon évaluation",
  component: EvaluationPage,
  ...page.meta,
} satisfies Meta<typeof EvaluationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = page.states.Loading;

/** Half the questionnaire answered: unanswered questions are marked and 'Reprendre le questionnaire' leads on. */
export const Incomplete: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: () => Response.json(buildAnswers(12)) }) } },
};

export const LoadFailed: Story = page.states.LoadFailed;

/** Nothing answered yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: () => Response.json(buildAnswers(0)) }) } },
};

export const ExtensionMissing: Story = page.states.ExtensionMissing;

export const LongContent: Story = page.states.LongContent;

export const ActeurReadOnly: Story = page.states.ActeurReadOnly;

export const NoCompany: Story = page.states.NoCompany;
