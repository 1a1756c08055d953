import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeversPage } from './levers-page';
import { planPageStories } from './fixtures';

const page = planPageStories('/solutions', 'levers');

const meta = {
  title: "Écrans/Plan d'action/Mes leviers",
  component: LeversPage,
  args: {
    ...page.meta.args,
    search: {},
    onSearchChange: () => undefined,
  },
  parameters: page.meta.parameters,
} satisfies Meta<typeof LeversPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Loading: Story = { name: 'Chargement', ...page.states.Loading };

/** Only the Environnement levers. */
export const FilteredByAxis: Story = { name: 'Filtré par axe', args: { search: { axe: 'environnement' } } };

export const LoadFailed: Story = { name: 'Erreur', ...page.states.LoadFailed };

/** Narrowed to one question, from 'Ma performance'. */
export const OneQuestion: Story = { name: 'Une question', args: { search: { question: 15 } } };

/** No lever for the chosen axis. */
export const Empty: Story = {
  name: 'Vide',
  args: { search: { axe: 'business' } },
};

export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...page.states.ExtensionMissing };

export const LongContent: Story = { name: 'Texte long', ...page.states.LongContent };

export const ActeurReadOnly: Story = { name: 'Lecture seule (Acteur)', ...page.states.ActeurReadOnly };

export const NoCompany: Story = { name: 'Sans entreprise', ...page.states.NoCompany };
