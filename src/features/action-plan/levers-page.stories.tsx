import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeversPage } from './levers-page';
import { STORY_COMPANY_ID, STORY_EMAIL, missingExtension, pending, serverError, storyHandlers } from './fixtures';

const meta = {
  title: "Pages/Plan d'action/Mes leviers",
  component: LeversPage,
  args: {
    email: STORY_EMAIL,
    companyId: STORY_COMPANY_ID,
    role: 'Administrateur principal',
    search: {},
    onSearchChange: () => undefined,
  },
  parameters: { layout: 'padded', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof LeversPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Only the Environnement levers. */
export const FilteredByAxis: Story = { args: { search: { axe: 'environnement' } } };

/** Narrowed to one question, from 'Ma performance'. */
export const OneQuestion: Story = { args: { search: { question: 15 } } };

/** The catalogue is on its way. */
export const Loading: Story = { parameters: { msw: { handlers: storyHandlers({ levers: pending }) } } };

/** The server failed. */
export const LoadFailed: Story = { parameters: { msw: { handlers: storyHandlers({ levers: serverError }) } } };

/** A host without the proposed extension. */
export const ExtensionMissing: Story = {
  parameters: { msw: { handlers: storyHandlers({ levers: missingExtension }) } },
};

/** No lever for the chosen axis. */
export const Empty: Story = {
  args: { search: { axe: 'business' } },
};

/** An Acteur reads the catalogue. */
export const ActeurReadOnly: Story = { args: { role: 'Acteur' } };

/** The account has no company yet. */
export const NoCompany: Story = { args: { companyId: null } };
