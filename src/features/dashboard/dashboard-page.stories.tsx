import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardPage } from './dashboard-page';
import { emptyCompanyHandlers, failingHandlers, fullDataHandlers, longTextHandlers, pendingHandlers } from './fixtures';

const meta = {
  title: 'Écrans/Tableau de bord/Mon tableau de bord',
  component: DashboardPage,
  args: { email: 'claire.martin@verdance.fr', companyId: 1, tokenCompanyId: 1 },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/dashboard'] },
    msw: { handlers: fullDataHandlers() },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company under way: every section with data. */
export const Default: Story = { name: 'Défaut' };

/** Every call still on its way: each section shows its own loader. */
export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: pendingHandlers() } },
};

/** Not evaluated yet and nothing planned: the limited-access message and every empty state. */
export const EmptyCompany: Story = {
  name: 'Entreprise vide',
  parameters: { msw: { handlers: emptyCompanyHandlers() } },
};

/** Every call fails: each section says so and offers 'Réessayer' (the errors are also logged). */
export const Failure: Story = {
  name: 'Erreur',
  parameters: { msw: { handlers: failingHandlers() } },
};

/** Only some calls fail or wait: the other sections are not held back. */
export const PartialFailure: Story = {
  name: 'Erreur partielle',
  parameters: {
    msw: {
      handlers: [
        ...failingHandlers(['statusCount', 'upcomingSolutions']),
        ...pendingHandlers(['results']),
        ...fullDataHandlers(),
      ],
    },
  },
};

/** The account has no company yet: nothing is fetched. */
export const NoCompany: Story = {
  name: 'Sans entreprise',
  args: { companyId: null, tokenCompanyId: null },
};

/** A session token the client cannot read a company from: only the score history says so, the rest is there. */
export const TokenWithoutCompany: Story = { name: 'Jeton sans entreprise', args: { tokenCompanyId: null } };

/** Long French issue titles, deadlines and achievements: where they wrap, at every width. */
export const LongContent: Story = {
  name: 'Texte long',
  parameters: { msw: { handlers: longTextHandlers() } },
};

/** On a phone (375 px): the menu becomes a bar with its drawer and the sections stack. */
export const Narrow: Story = {
  name: 'Étroit',
  globals: { viewport: { value: '375', isRotated: false } },
};
