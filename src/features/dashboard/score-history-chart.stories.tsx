import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreHistoryChart } from './score-history-chart';
import { emptyCompanyHandlers, failingHandlers, fullDataHandlers, pendingHandlers } from './fixtures';

const meta = {
  title: 'Écrans/Tableau de bord/Éléments/Évolution du score',
  component: ScoreHistoryChart,
  args: { companyId: 1 },
  parameters: { msw: { handlers: fullDataHandlers() } },
} satisfies Meta<typeof ScoreHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six months (the default), one month without score: a gap, not a zero. */
export const Default: Story = {};

export const ThreeMonths: Story = { args: { initialPeriod: '3m' } };

/** 'Tout': twelve months. */
export const WholeYear: Story = { args: { initialPeriod: '1y' } };

/** No score in the period yet. */
export const NoScore: Story = { parameters: { msw: { handlers: emptyCompanyHandlers() } } };

export const Loading: Story = { parameters: { msw: { handlers: pendingHandlers(['scoreHistory']) } } };

export const LoadFailed: Story = { parameters: { msw: { handlers: failingHandlers(['scoreHistory']) } } };

/** The session token carries no company the client can read (spec §8): the chart says so in its place. */
export const WithoutCompanyInToken: Story = { args: { companyId: null } };
