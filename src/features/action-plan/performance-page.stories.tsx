import type { Meta, StoryObj } from '@storybook/react-vite';
import { PerformancePage } from './performance-page';
import { notEvaluated, planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/ma-performance', 'results');

const meta = {
  title: "Écrans/Plan d'action/Ma performance",
  component: PerformancePage,
  ...page.meta,
} satisfies Meta<typeof PerformancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Loading: Story = { name: 'Chargement', ...page.states.Loading };

/** The copilote has not evaluated the company yet (404 on the results). */
export const Empty: Story = {
  name: 'Vide',
  parameters: { msw: { handlers: storyHandlers({ results: notEvaluated }) } },
};

export const LoadFailed: Story = { name: 'Erreur', ...page.states.LoadFailed };

export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...page.states.ExtensionMissing };

export const LongContent: Story = { name: 'Texte long', ...page.states.LongContent };

export const ActeurReadOnly: Story = { name: 'Lecture seule (Acteur)', ...page.states.ActeurReadOnly };

export const NoCompany: Story = { name: 'Sans entreprise', ...page.states.NoCompany };
