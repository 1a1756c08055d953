import type { Meta, StoryObj } from '@storybook/react-vite';
import { EvaluationPage } from './evaluation-page';
import {
  STORY_COMPANY_ID,
  STORY_EMAIL,
  missingExtension,
  pending,
  serverError,
  storyHandlers,
  buildAnswers,
} from './fixtures';

const meta = {
  title: "Pages/Plan d'action/Mon évaluation",
  component: EvaluationPage,
  args: { email: STORY_EMAIL, companyId: STORY_COMPANY_ID, role: 'Administrateur principal' },
  parameters: { layout: 'padded', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof EvaluationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The data is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: pending }) } },
};

/** The server failed: a French message and 'Réessayer'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: serverError }) } },
};

/** A host without the proposed extension: the feature is said to be unavailable there. */
export const ExtensionMissing: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: missingExtension }) } },
};

/** An Acteur reads the page. */
export const ActeurReadOnly: Story = {
  args: { role: 'Acteur' },
};

/** The account has no company yet. */
export const NoCompany: Story = {
  args: { companyId: null },
};

/** Half the questionnaire answered: unanswered questions are marked and 'Reprendre le questionnaire' leads on. */
export const Incomplete: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: () => Response.json(buildAnswers(12)) }) } },
};

/** Nothing answered yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ answers: () => Response.json(buildAnswers(0)) }) } },
};
