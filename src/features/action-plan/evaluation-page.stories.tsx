import type { Meta, StoryObj } from '@storybook/react-vite';
import { EvaluationPage } from './evaluation-page';
import { buildAnswers, planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/diagnostic', 'answers');

const meta = {
  title: "Écrans/Plan d'action/Mon évaluation",
  component: EvaluationPage,
  ...page.meta,
} satisfies Meta<typeof EvaluationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Loading: Story = { name: 'Chargement', ...page.states.Loading };

/** Half the questionnaire answered: unanswered questions are marked and 'Reprendre le questionnaire' leads on. */
export const Incomplete: Story = {
  name: 'Incomplet',
  parameters: { msw: { handlers: storyHandlers({ answers: () => Response.json(buildAnswers(12)) }) } },
};

export const LoadFailed: Story = { name: 'Erreur', ...page.states.LoadFailed };

/** Nothing answered yet. */
export const Empty: Story = {
  name: 'Vide',
  parameters: { msw: { handlers: storyHandlers({ answers: () => Response.json(buildAnswers(0)) }) } },
};

export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...page.states.ExtensionMissing };

export const LongContent: Story = { name: 'Texte long', ...page.states.LongContent };

export const ActeurReadOnly: Story = { name: 'Lecture seule (Acteur)', ...page.states.ActeurReadOnly };

export const NoCompany: Story = { name: 'Sans entreprise', ...page.states.NoCompany };
