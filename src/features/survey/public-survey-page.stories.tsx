import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PUBLIC_SURVEY_FIXTURE } from './fixtures';
import { PublicSurveyPage } from './public-survey-page';

const URL = '/surveys/public/{shareToken}';

const meta = {
  title: 'Pages/Enquête/Réponse (lien public)',
  component: PublicSurveyPage,
  args: { shareToken: 'verdance-perception-rse-2026' },
  decorators: [
    (Story) => (
      <PublicLayout>
        <Story />
      </PublicLayout>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [storyHttp.get(URL, () => HttpResponse.json(PUBLIC_SURVEY_FIXTURE))] },
  },
} satisfies Meta<typeof PublicSurveyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: [storyHttp.get(URL, () => new Promise<never>(() => {}))] } },
};

/** An unknown or replaced link. */
export const LinkNotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(URL, () =>
          HttpResponse.json({ statusCode: 404, message: 'Lien introuvable.', error: 'Not Found' }, { status: 404 }),
        ),
      ],
    },
  },
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
