import type { Meta, StoryObj } from '@storybook/react-vite';
import { AchievementsPage } from './achievements-page';
import { planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/mes-actions-realisees', 'grouped');

const meta = {
  title: "Écrans/Plan d'action/Mes réalisations",
  component: AchievementsPage,
  args: page.meta.args,
  parameters: page.meta.parameters,
} satisfies Meta<typeof AchievementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = page.states.Loading;

/** Nothing validated in six months. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ grouped: () => Response.json({ success: true, message: {} }) }) } },
};

export const LoadFailed: Story = page.states.LoadFailed;

export const ExtensionMissing: Story = page.states.ExtensionMissing;

export const LongContent: Story = page.states.LongContent;

export const ActeurReadOnly: Story = page.states.ActeurReadOnly;

export const NoCompany: Story = page.states.NoCompany;
