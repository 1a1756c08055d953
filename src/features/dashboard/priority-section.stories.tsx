import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { PrioritySection } from './priority-section';
import { dashboardPageQueries } from './page-queries';
import { DASHBOARD_URLS, emptyCompanyHandlers, failingHandlers, fullDataHandlers, pendingHandlers } from './fixtures';

const meta = {
  title: "Écrans/Tableau de bord/Éléments/Plan d'actions prioritaires",
  component: PrioritySection,
  args: { queries: dashboardPageQueries({ email: 'claire.martin@verdance.fr', companyId: 1, tokenCompanyId: 1 }) },
  parameters: { msw: { handlers: fullDataHandlers() } },
} satisfies Meta<typeof PrioritySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The radar, the status pie and the per-axis donut. */
export const Default: Story = { name: 'Défaut' };

export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: pendingHandlers(['likedQuestions', 'likedQuestionsCount', 'statusCount']) } },
};

/** No priority issue and no action yet. */
export const Empty: Story = { name: 'Vide', parameters: { msw: { handlers: emptyCompanyHandlers() } } };

export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: { msw: { handlers: failingHandlers(['likedQuestions', 'likedQuestionsCount', 'statusCount']) } },
};

/** The radar fails alone: the pie and the donut still show. */
export const RadarError: Story = {
  name: 'Erreur du radar',
  parameters: { msw: { handlers: [...failingHandlers(['likedQuestions']), ...fullDataHandlers()] } },
};

/** Long issue titles wrap over several lines around the radar. */
export const LongIssueTitles: Story = {
  name: "Titres d'enjeux longs",
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(DASHBOARD_URLS.likedQuestions, () =>
          HttpResponse.json([
            {
              questionTitle: 'Maîtrise des risques et des impacts de votre activité',
              questionLevel: 2,
              axeName: 'Gouvernance',
            },
            { questionTitle: 'Partage de la gouvernance et des décisions', questionLevel: 1, axeName: 'Gouvernance' },
            { questionTitle: 'Diversité, équité et inclusion', questionLevel: 3, axeName: 'Social' },
            { questionTitle: "Pollution de l'eau, de l'air et des sols", questionLevel: 2, axeName: 'Environnement' },
            {
              questionTitle: 'Utilisation durable des ressources et économie circulaire',
              questionLevel: 4,
              axeName: 'Environnement',
            },
            { questionTitle: 'Biodiversité et écosystèmes', questionLevel: 0, axeName: 'Environnement' },
            { questionTitle: 'Achats responsables', questionLevel: 2, axeName: 'Business' },
            {
              questionTitle: 'Éthique des affaires et prévention de la corruption',
              questionLevel: 3,
              axeName: 'Business',
            },
          ]),
        ),
        ...fullDataHandlers(),
      ],
    },
  },
};
