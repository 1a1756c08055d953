import type { Meta, StoryObj } from '@storybook/react-vite';
import { PerformancePage } from './performance-page';
import { longTextHandlers, notEvaluated, planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/ma-performance', 'results');

const meta = {
  title: "Écrans/Plan d'action/Ma performance",
  component: PerformancePage,
  ...page.meta,
} satisfies Meta<typeof PerformancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = page.states.Loading;
export const LoadFailed: Story = page.states.LoadFailed;
export const ExtensionMissing: Story = page.states.ExtensionMissing;
export const ActeurReadOnly: Story = page.states.ActeurReadOnly;
export const NoCompany: Story = page.states.NoCompany;

/** The copilote has not evaluated the company yet (404 on the results). */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ results: notEvaluated }) } },
};

/** Long French action and question titles and a long company name: where they wrap, at every width. */
export const LongContent: Story = {
  parameters: { msw: { handlers: longTextHandlers() } },
};
