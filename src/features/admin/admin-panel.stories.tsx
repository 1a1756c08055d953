import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import { expect, within } from 'storybook/test';
import { AdminPanel } from './admin-panel';
import { buildAdminUser, sampleAdminUsers } from './fixtures';

const USERS_URL = '/api/users/all';

const longUsers = Array.from({ length: 14 }, (_, index) =>
  buildAdminUser({
    id: index + 1,
    email: `marie-bernadette.de-la-fontaine-${index + 1}@une-entreprise-au-nom-tres-long.fr`,
    firstName: 'Marie-Bernadette',
    lastName: `de La Fontaine-Villeneuve ${index + 1}`,
    position: 'Directrice de la responsabilité sociétale et environnementale du groupe',
    role: index % 2 === 0 ? 'ADMIN' : 'MEMBER',
    accountStatus: index % 3 === 0 ? 'PENDING_VALIDATION' : 'VALIDATED',
    planAccess: [
      { id: 1, plan: "Plan d'actions", access: 'READ' },
      { id: 2, plan: 'Ressources Steer (onglet Mes ressources)', access: 'NONE' },
      { id: 3, plan: 'Steer Store', access: 'READ' },
      { id: 4, plan: 'Tableau de bord', access: 'NONE' },
    ],
  }),
);

const meta = {
  title: "Écrans/Administration/Panneau d'administration",
  component: AdminPanel,
  args: { requesterId: 1 },
  parameters: {
    layout: 'fullscreen',
    screen: 'admin',
    persona: 'admin',
    router: { initialEntries: ['/admin'] },
    msw: { handlers: [storyHttp.post(USERS_URL, () => HttpResponse.json(sampleAdminUsers))] },
  },
} satisfies Meta<typeof AdminPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** The list never arrives: the users tab keeps its loader. */
export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: [storyHttp.post(USERS_URL, unanswered)] } },
};

export const Empty: Story = {
  name: 'Vide',
  parameters: { msw: { handlers: [storyHttp.post(USERS_URL, () => HttpResponse.json([]))] } },
};

/** The list failed: a French message with 'Réessayer' instead of spec §8's endless loader (deviation #1). */
export const ServerError: Story = {
  name: 'Erreur du serveur',
  parameters: {
    msw: {
      handlers: [
        storyHttp.post(USERS_URL, () =>
          HttpResponse.json(
            { statusCode: 500, message: 'Erreur interne du serveur.', error: 'Internal Server Error' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  name: 'Texte long',
  parameters: { msw: { handlers: [storyHttp.post(USERS_URL, () => HttpResponse.json(longUsers))] } },
};

/** The companies tab, which only says it is coming. */
export const CompaniesTab: Story = {
  name: 'Onglet Entreprises',
  args: { defaultTab: 'companies' },
};
