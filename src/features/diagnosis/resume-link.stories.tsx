import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { ResumeLink } from './resume-link';
import { neverAnswers, positionHandler } from './story-handlers';

const meta = {
  title: 'Écrans/Diagnostic/Éléments/Reprendre le questionnaire',
  component: ResumeLink,
  parameters: {
    msw: { handlers: [positionHandler({ nextQuestion: { order: 2, formAxe: { name: 'environnement' } } })] },
  },
} satisfies Meta<typeof ResumeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To the next unanswered question. */
export const Default: Story = { name: 'Défaut' };

/** Nothing answered yet: to the first axis. */
export const NotStarted: Story = {
  name: 'Pas commencé',
  parameters: { msw: { handlers: [positionHandler({ message: 'Aucune réponse trouvée pour ce formulaire.' })] } },
};

/** Everything answered: to the first question, to review. */
export const Completed: Story = {
  name: 'Terminé',
  parameters: { msw: { handlers: [positionHandler({ message: 'Questionnaire complété.' })] } },
};

export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: [neverAnswers('get', '/form/current/{formId}')] } },
};

export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/form/current/{formId}', ({ response }) =>
          response.untyped(HttpResponse.json({ statusCode: 500, message: 'Erreur', error: 'Error' }, { status: 500 })),
        ),
      ],
    },
  },
};
