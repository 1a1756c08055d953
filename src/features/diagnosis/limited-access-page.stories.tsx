import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { expect, within } from 'storybook/test';
import { LimitedAccessPage, type LimitedAccessPerson } from './limited-access-page';
import { positionHandler, resultsHandler } from './story-handlers';

const ADMIN: LimitedAccessPerson = {
  id: 31,
  email: 'sarah.lefebvre@cobalt-numerique.fr',
  companyId: 3,
  role: 'Administrateur principal',
  accountStatus: 'ACTIVE',
  accountAuthLevel: 'USER',
};
/** A collaborator whose page accesses hold the store alone: neither 'Mon évaluation' nor "Plan d'actions". */
const STORE_ONLY: LimitedAccessPerson = { ...ADMIN, id: 32, email: 'marc.henry@cobalt-numerique.fr', role: 'Acteur' };

const storeOnlyAccess = storyHttp.get('/page-authorization/user', () =>
  HttpResponse.json({ message: [{ id: 1, page: { id: 12, name: 'Steer Store' } }] }),
);

const meta = {
  title: 'Écrans/Diagnostic/Accès limité',
  component: LimitedAccessPage,
  args: { person: ADMIN },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/limited-access'] },
    msw: {
      handlers: [resultsHandler(false), positionHandler({ nextQuestion: { order: 2, formAxe: { name: 'social' } } })],
    },
  },
} satisfies Meta<typeof LimitedAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the perception form: patience, and the way back into the questionnaire. */
export const Default: Story = { name: 'Défaut' };

/** Every rated question answered: the review link. */
export const QuestionnaireCompleted: Story = {
  name: 'Questionnaire terminé',
  parameters: { msw: { handlers: [resultsHandler(false), positionHandler({ message: 'Questionnaire complété.' })] } },
};

/** A collaborator without access to the questionnaire: the spec's text, no link to a page refused to them. */
export const WithoutQuestionnaireAccess: Story = {
  name: 'Sans accès au questionnaire',
  args: { person: STORE_ONLY },
  parameters: { msw: { handlers: [resultsHandler(false), storeOnlyAccess] } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Soyez patient.e,', {}, { timeout: 8000 });
    await expect(message).toBeVisible();
    // The page's own content, not its frame (the side menu's entries are links).
    const page = message.closest<HTMLElement>('main, .story-page-alone') ?? canvasElement;
    await expect(within(page).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The copilote has evaluated the company: said as done, with the way to the person's landing page. */
export const Evaluated: Story = {
  name: 'Évalué',
  parameters: { msw: { handlers: [resultsHandler(true)] } },
  play: async ({ canvasElement }) =>
    expect(
      await within(canvasElement).findByRole('link', { name: 'Aller à « Mon tableau de bord »' }, { timeout: 8000 }),
    ).toBeVisible(),
};

/** No company: nothing to resume. */
export const NoCompany: Story = {
  name: 'Sans entreprise',
  args: { person: { ...ADMIN, companyId: null, role: null } },
};
