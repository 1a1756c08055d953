import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { expect, userEvent, within } from 'storybook/test';
import { QuestionPage } from './question-page';
import {
  ALL_ANSWERED,
  answersHandlers,
  availabilityHandler,
  neverAnswers,
  positionHandler,
  questionHandler,
} from './story-handlers';

const SAVED = { ...ALL_ANSWERED, 3: '3' };

const meta = {
  title: 'Écrans/Diagnostic/Question',
  component: QuestionPage,
  args: { axis: 'gouvernance', order: 3 },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/diagnosis/gouvernance/3'] },
    msw: {
      handlers: [
        questionHandler(),
        ...answersHandlers(SAVED),
        positionHandler({ message: 'Questionnaire complété.' }),
        availabilityHandler(),
      ],
    },
  },
} satisfies Meta<typeof QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findHeading = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });

/** A rated question with its saved answer preselected. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement);
    await expect(within(canvasElement).getByRole('radio', { name: /Niveau 3/ })).toBeChecked();
  },
};

/** The question is loading: the banner and a spinner. */
export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: [neverAnswers('get', '/form-question')] } },
};

/** The question could not be loaded: the error and 'Réessayer'. */
export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get('/form-question', () =>
          HttpResponse.json({ statusCode: 500, message: 'Erreur', error: 'Error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Réessayer' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  },
};

/** No answer yet: 'Suivant' is disabled with its tooltip; the later axes' tabs are locked. */
export const NotAnsweredYet: Story = {
  name: 'Pas encore de réponse',
  args: { axis: 'gouvernance', order: 1 },
  parameters: {
    msw: {
      handlers: [
        questionHandler(),
        ...answersHandlers({}),
        positionHandler({ message: 'Aucune réponse trouvée pour ce formulaire.' }),
        availabilityHandler(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Suivant' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The optional free-text prompt closing an axis. */
export const FreeText: Story = {
  name: 'Texte libre',
  args: { axis: 'social', order: 6 },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: /Votre réponse/ })).toBeInTheDocument();
  },
};

/** The 'Enjeu' modal open. */
export const EnjeuOpen: Story = {
  name: 'Enjeu ouvert',
  args: { axis: 'business', order: 2 },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quel enjeu ?' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};

/** Choosing a level failed (no connection): the choice stays, the error and 'Réessayer' show. */
export const RatingSaveFailed: Story = {
  name: "Échec de l'enregistrement de la note",
  parameters: {
    msw: {
      handlers: [
        questionHandler(),
        ...answersHandlers(SAVED, 0),
        positionHandler({ message: 'Questionnaire complété.' }),
        availabilityHandler(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /Niveau 4/ }));
    await expect(await within(canvasElement).findByText('Erreur de connexion. Réessayez.')).toBeInTheDocument();
  },
};

/** The longest question of the questionnaire, with its two definitions. */
export const LongContent: Story = {
  name: 'Texte long',
  args: { axis: 'social', order: 4 },
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement);
  },
};
