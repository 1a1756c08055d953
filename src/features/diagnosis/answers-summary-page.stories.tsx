import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { expect, within } from 'storybook/test';
import { AnswersSummaryPage } from './answers-summary-page';
import { ALL_ANSWERED, answersHandlers, neverAnswers, positionHandler, resultsHandler } from './story-handlers';

const PARTLY = Object.fromEntries(Object.entries(ALL_ANSWERED).filter(([id]) => Number(id) <= 12));

const meta = {
  title: 'Écrans/Diagnostic/Analyse des réponses',
  component: AnswersSummaryPage,
  args: { email: 'sarah.lefebvre@cobalt-numerique.fr' },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    persona: 'sarah',
    router: { initialEntries: ['/diagnosis/loader'] },
    msw: {
      handlers: [
        ...answersHandlers(ALL_ANSWERED),
        resultsHandler(false),
        positionHandler({ message: 'Questionnaire complété.' }),
      ],
    },
  },
} satisfies Meta<typeof AnswersSummaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findContinue = async (canvasElement: HTMLElement, name: string) =>
  expect(await within(canvasElement).findByRole('link', { name }, { timeout: 8000 })).toBeInTheDocument();

/** Everything answered, not evaluated yet: on to /limited-access. */
export const Default: Story = { name: 'Défaut', play: ({ canvasElement }) => findContinue(canvasElement, 'Continuer') };

/** Evaluated by the copilote: on to the dashboard. */
export const Evaluated: Story = {
  name: 'Évalué',
  parameters: { msw: { handlers: [...answersHandlers(ALL_ANSWERED), resultsHandler(true)] } },
  play: ({ canvasElement }) => findContinue(canvasElement, 'Voir mon tableau de bord'),
};

/** Questions left: the per-axis counts and the way back in. */
export const Incomplete: Story = {
  name: 'Incomplet',
  parameters: {
    msw: {
      handlers: [
        ...answersHandlers(PARTLY),
        resultsHandler(false),
        positionHandler({ nextQuestion: { order: 4, formAxe: { name: 'social' } } }),
      ],
    },
  },
  play: ({ canvasElement }) => findContinue(canvasElement, 'Reprendre le questionnaire'),
};

export const Loading: Story = {
  name: 'Chargement',
  parameters: {
    msw: { handlers: [neverAnswers('get', '/form-response/default/{formId}/all'), resultsHandler(false)] },
  },
};

export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/form-response/default/{formId}/all', () =>
          HttpResponse.json({ statusCode: 500, message: 'Erreur', error: 'Error' }, { status: 500 }),
        ),
        resultsHandler(false),
      ],
    },
  },
};

const LONG_ANSWER =
  "Un point RSE mensuel en comité de direction, ouvert aux représentants du personnel, avec un tableau de suivi partagé sur l'intranet et une revue annuelle des engagements avec nos principaux clients.";

/** Long French free-text answers: where they wrap, at every width. */
export const LongContent: Story = {
  name: 'Texte long',
  parameters: {
    msw: {
      handlers: [
        ...answersHandlers(
          Object.fromEntries(
            Object.entries(ALL_ANSWERED).map(([id, answer]) => [id, answer === '2' ? answer : LONG_ANSWER]),
          ),
        ),
        resultsHandler(false),
        positionHandler({ message: 'Questionnaire complété.' }),
      ],
    },
  },
};
