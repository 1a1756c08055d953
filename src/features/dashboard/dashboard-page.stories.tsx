import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { DashboardPage } from './dashboard-page';

const RESULTS_URL = '*/results/:email';

const meta = {
  title: 'Pages/Tableau de bord',
  component: DashboardPage,
  args: { email: 'claire.martin@verdance.fr', companyId: 1 },
  parameters: {
    layout: 'padded',
    msw: {
      handlers: [
        http.get(RESULTS_URL, () =>
          HttpResponse.json({ result: 58, axe2Result: 17, axe3Result: 15, axe4Result: 12, axe5Result: 14 }),
        ),
      ],
    },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The scores never arrive: the section keeps its loader. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(RESULTS_URL, () => new Promise<never>(() => {}))] } },
};

/** No evaluation yet (404): the limited-access message. */
export const NotEvaluatedYet: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(RESULTS_URL, () =>
          HttpResponse.json(
            {
              statusCode: 404,
              message: "Aucune évaluation n'a encore été réalisée pour cette entreprise.",
              error: 'Not Found',
            },
            { status: 404 },
          ),
        ),
      ],
    },
  },
};

/** The account has no company yet: nothing is fetched. */
export const NoCompany: Story = {
  args: { companyId: null },
};

/** Spec §8: any other failure is only logged; the section stays on its loader. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(RESULTS_URL, () =>
          HttpResponse.json(
            { statusCode: 500, message: 'Erreur interne du serveur.', error: 'Internal Server Error' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
};

/** The extremes of the scale: empty and full thermometers. */
export const ExtremeScores: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(RESULTS_URL, () =>
          HttpResponse.json({ result: 50, axe2Result: 0, axe3Result: 25, axe4Result: 1, axe5Result: 24 }),
        ),
      ],
    },
  },
};
