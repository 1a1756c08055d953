import type { Meta, StoryObj } from '@storybook/react-vite';
import { oneCallStates } from '../../../.storybook/decorators';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { LONG_SURVEY_FIXTURE, SURVEY_FIXTURE } from './fixtures';
import type { SurveyOverview } from './queries';
import { SurveyDashboardPage } from './survey-dashboard-page';

const URL = '/surveys/company/current';
const answer = (overview: SurveyOverview) => storyHttp.get(URL, () => HttpResponse.json(overview));

const meta = {
  title: 'Écrans/Enquête/Tableau de bord',
  component: SurveyDashboardPage,
  args: { canLaunch: true, linkOrigin: 'https://app.steer.fr' },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/mon-enquete/dashboard'] },
    msw: { handlers: [answer(SURVEY_FIXTURE)] },
  },
} satisfies Meta<typeof SurveyDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = oneCallStates((resolver) => storyHttp.get(URL, resolver));

export const Default: Story = { name: 'Défaut' };

/** No survey yet: an admin may launch it. */
export const Empty: Story = {
  name: 'Vide',
  parameters: { msw: { handlers: [answer({ survey: null, results: null })] } },
};

/** No survey yet, seen by an Acteur: only admins launch it. */
export const EmptyLocked: Story = {
  name: 'Vide, verrouillé',
  args: { canLaunch: false },
  parameters: { msw: { handlers: [answer({ survey: null, results: null })] } },
};

/** Launched, no answer yet. */
export const NoResponses: Story = {
  name: 'Aucune réponse',
  parameters: {
    msw: {
      handlers: [
        answer({
          survey: SURVEY_FIXTURE.survey,
          results: {
            responseCount: 0,
            employeesNumber: 48,
            participationRate: 0,
            lastResponseAt: null,
            questions: [],
            comments: [],
          },
        }),
      ],
    },
  },
};

/** The data is on its way. */
export const Loading: Story = { name: 'Chargement', ...states.Loading };

/** The server failed: a French message and 'Réessayer'. */
export const LoadFailed: Story = { name: 'Erreur', ...states.LoadFailed };

/** A real host without this proposed extension. */
export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...states.ExtensionMissing };

/** Long French title, choices and comments: where they wrap, at every width. */
export const LongContent: Story = {
  name: 'Texte long',
  parameters: { msw: { handlers: [answer(LONG_SURVEY_FIXTURE)] } },
};
