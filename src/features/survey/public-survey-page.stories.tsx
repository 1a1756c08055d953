import type { Meta, StoryObj } from '@storybook/react-vite';
import { oneCallStates } from '../../../.storybook/decorators';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { LONG_PUBLIC_SURVEY_FIXTURE, PUBLIC_SURVEY_FIXTURE } from './fixtures';
import { PublicSurveyPage } from './public-survey-page';

const URL = '/surveys/public/{shareToken}';

const meta = {
  title: 'Écrans/Enquête/Réponse (lien public)',
  component: PublicSurveyPage,
  args: { shareToken: 'verdance-perception-rse-2026' },
  parameters: {
    screen: 'public',
    layout: 'fullscreen',
    msw: { handlers: [storyHttp.get(URL, () => HttpResponse.json(PUBLIC_SURVEY_FIXTURE))] },
  },
} satisfies Meta<typeof PublicSurveyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = oneCallStates((resolver) => storyHttp.get(URL, resolver));

export const Default: Story = { name: 'Défaut' };

/** The data is on its way. */
export const Loading: Story = { name: 'Chargement', ...states.Loading };

/** An unknown or replaced link. */
export const LinkNotFound: Story = {
  name: 'Lien introuvable',
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

/** The server failed: a French message and 'Réessayer'. */
export const LoadFailed: Story = { name: 'Erreur', ...states.LoadFailed };

/** Long French company name, title, question and choices: where they wrap, at every width. */
export const LongContent: Story = {
  name: 'Texte long',
  parameters: { msw: { handlers: [storyHttp.get(URL, () => HttpResponse.json(LONG_PUBLIC_SURVEY_FIXTURE))] } },
};
