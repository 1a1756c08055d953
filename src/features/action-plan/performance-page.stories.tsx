import type { Meta, StoryObj } from '@storybook/react-vite';
import { PerformancePage } from './performance-page';
import { notEvaluated, planPageStories, storyHandlers } from './fixtures';

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

/** The copilote has not evaluated the company yet (404 on the results). */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ results: notEvaluated }) } },
};

export const LoadFailed: Story = page.states.LoadFailed;

export const ExtensionMissing: Story = page.states.ExtensionMissing;

export const LongContent: Story = page.states.LongContent;

export const ActeurReadOnly: Story = page.states.ActeurReadOnly;

export const NoCompany: Story = page.states.NoCompany;
