import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApproachPage } from './approach-page';
import { buildAnswers, notEvaluated, planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/approach', 'answers');

const meta = {
  title: "Écrans/Plan d'action/Mes progrès",
  component: ApproachPage,
  ...page.meta,
} satisfies Meta<typeof ApproachPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Loading: Story = { name: 'Chargement', ...page.states.Loading };

/** Questionnaire half done, not evaluated: the next step is the Social axis. */
export const Empty: Story = {
  name: 'Vide',
  parameters: {
    msw: {
      handlers: storyHandlers({
        answers: () => Response.json(buildAnswers(10)),
        results: notEvaluated,
        plan: () => Response.json([]),
      }),
    },
  },
};

export const LoadFailed: Story = { name: 'Erreur', ...page.states.LoadFailed };

export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...page.states.ExtensionMissing };

export const LongContent: Story = { name: 'Texte long', ...page.states.LongContent };

export const ActeurReadOnly: Story = { name: 'Lecture seule (Acteur)', ...page.states.ActeurReadOnly };

export const NoCompany: Story = { name: 'Sans entreprise', ...page.states.NoCompany };
