import type { Meta, StoryObj } from '@storybook/react-vite';
import { PerformancePage } from './performance-page';
import {
  STORY_COMPANY_ID,
  STORY_EMAIL,
  missingExtension,
  pending,
  serverError,
  storyHandlers,
  notEvaluated,
} from './fixtures';

const meta = {
  title: "Pages/Plan d'action/Ma performance",
  component: PerformancePage,
  args: { email: STORY_EMAIL, companyId: STORY_COMPANY_ID, role: 'Administrateur principal' },
  parameters: { layout: 'padded', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof PerformancePage>;

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

/** The copilote has not evaluated the company yet (404 on the results). */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ results: notEvaluated }) } },
};
