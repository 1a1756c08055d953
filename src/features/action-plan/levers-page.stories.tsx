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

export const Default: Story = {};

export const Loading: Story = page.states.Loading;

/** Only the Environnement levers. */
export const FilteredByAxis: Story = { args: { search: { axe: 'environnement' } } };

export const LoadFailed: Story = page.states.LoadFailed;

/** Narrowed to one question, from 'Ma performance'. */
export const OneQuestion: Story = { args: { search: { question: 15 } } };

/** No lever for the chosen axis. */
export const Empty: Story = {
  args: { search: { axe: 'business' } },
};

export const ExtensionMissing: Story = page.states.ExtensionMissing;

export const LongContent: Story = page.states.LongContent;

export const ActeurReadOnly: Story = page.states.ActeurReadOnly;

export const NoCompany: Story = page.states.NoCompany;
