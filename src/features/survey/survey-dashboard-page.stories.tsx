import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { SURVEY_FIXTURE } from './fixtures';
import type { SurveyOverview } from './queries';
import { SurveyDashboardPage } from './survey-dashboard-page';

const URL = '/surveys/company/current';
const answer = (overview: SurveyOverview) => storyHttp.get(URL, () => HttpResponse.json(overview));

const meta = {
  title: 'Pages/Enquête/Tableau de bord',
  component: SurveyDashboardPage,
  args: { canLaunch: true, linkOrigin: 'https://app.steer.fr' },
  parameters: { layout: 'padded', msw: { handlers: [answer(SURVEY_FIXTURE)] } },
} satisfies Meta<typeof SurveyDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No survey yet: an admin may launch it. */
export const Empty: Story = { parameters: { msw: { handlers: [answer({ survey: null, results: null })] } } };

/** No survey yet, seen by an Acteur: only admins launch it. */
export const EmptyLocked: Story = {
  args: { canLaunch: false },
  parameters: { msw: { handlers: [answer({ survey: null, results: null })] } },
};

/** Launched, no answer yet. */
export const NoResponses: Story = {
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

export const Loading: Story = {
  parameters: { msw: { handlers: [storyHttp.get(URL, () => new Promise<never>(() => {}))] } },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(URL, () =>
          HttpResponse.json({ statusCode: 500, message: 'Erreur.', error: 'Internal Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
};

/** A real host without this proposed extension. */
export const ExtensionMissing: Story = {
  parameters: { msw: { handlers: [storyHttp.get(URL, () => new HttpResponse(null, { status: 404 }))] } },
};
