import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PreamblePage } from './preamble-page';
import { companyHandler, companyPageStates, PERCEIVED_COMPANY, positionHandler } from './story-handlers';

const meta = {
  title: 'Écrans/Diagnostic/Préambule',
  component: PreamblePage,
  args: { companyId: 3 },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/diagnosis/preamble'] },
    msw: { handlers: [companyHandler(), positionHandler({ message: 'Aucune réponse trouvée pour ce formulaire.' })] },
  },
} satisfies Meta<typeof PreamblePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the perception form: 'Suivant' leads to it. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Suivant' })).toBeInTheDocument();
  },
};

/** Both notions opened, with their sources. */
export const ConceptsOpen: Story = {
  name: 'Notions ouvertes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Limites planétaires' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Théorie du Donut' }));
    await expect(canvas.getByText(/Oxfam/)).toBeVisible();
  },
};

/** The company already gave its perception: 'Suivant' is hidden, the page offers to resume or to edit it. */
export const PerceptionAlreadyGiven: Story = {
  name: 'Perception déjà donnée',
  parameters: {
    msw: {
      handlers: [
        companyHandler(PERCEIVED_COMPANY),
        positionHandler({ nextQuestion: { order: 3, formAxe: { name: 'social' } } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Reprendre le questionnaire' }),
    ).toBeInTheDocument();
  },
};

/** The company is still loading: a small spinner stands where the way on will be. */
export const Loading: Story = { name: 'Chargement', ...companyPageStates.Loading };

/** The company could not be read: the error and 'Réessayer'. */
export const LoadFailed: Story = { name: 'Erreur', ...companyPageStates.LoadFailed };

/** An account without a company: nothing to look up, 'Suivant' shows. */
export const NoCompany: Story = { name: 'Sans entreprise', ...companyPageStates.NoCompany };
