import type { Meta, StoryObj } from '@storybook/react-vite';
import { AchievementsPage } from './achievements-page';
import { planPageStories, storyHandlers } from './fixtures';

const page = planPageStories('/mes-actions-realisees', 'grouped');

const meta = {
  title: "Écrans/Plan d'action/Mes réalisations",
  component: AchievementsPage,
  args: page.meta.args,
  parameters: page.meta.parameters,
} satisfies Meta<typeof AchievementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Loading: Story = { name: 'Chargement', ...page.states.Loading };

/** Nothing validated in six months. */
export const Empty: Story = {
  name: 'Vide',
  parameters: { msw: { handlers: storyHandlers({ grouped: () => Response.json({ success: true, message: {} }) }) } },
};

export const LoadFailed: Story = { name: 'Erreur', ...page.states.LoadFailed };

export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...page.states.ExtensionMissing };

export const LongContent: Story = { name: 'Texte long', ...page.states.LongContent };

export const ActeurReadOnly: Story = { name: 'Lecture seule (Acteur)', ...page.states.ActeurReadOnly };

export const NoCompany: Story = { name: 'Sans entreprise', ...page.states.NoCompany };
