import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
export const Default: Story = { name: 'Défaut' };

export const ThreeMonths: Story = { name: 'Trois mois', args: { initialPeriod: '3m' } };

/** 'Tout': twelve months. */
export const WholeYear: Story = {
  name: "Toute l'année",
  args: { initialPeriod: '1y' },
  // The twelve months' chart, not the spinner before it: axe and the screenshot come after the play function.
  play: async ({ canvasElement }) =>
    waitFor(() => expect(canvasElement.querySelector('.ui-spinner')).toBeNull(), { timeout: 10_000 }),
};

/** No score in the period yet. */
export const NoScore: Story = { name: 'Sans score', parameters: { msw: { handlers: emptyCompanyHandlers() } } };

export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: pendingHandlers(['scoreHistory']) } },
};

export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: { msw: { handlers: failingHandlers(['scoreHistory']) } },
};

/** The session token carries no company the client can read (spec §8): the chart says so in its place. */
export const WithoutCompanyInToken: Story = { name: 'Sans entreprise dans le jeton', args: { companyId: null } };
