import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import { AccountSettingsPage } from './account-settings-page';

const PREFERENCES_URL = '/users/{email}/notification-preferences';
const preferences = storyHttp.get(PREFERENCES_URL, () =>
  HttpResponse.json({
    deadlineReminders: true,
    copiloteMessages: true,
    surveyDigest: false,
    resourcesNewsletter: true,
    frequency: 'weekly',
  }),
);

const meta = {
  title: 'Écrans/Compte/Configurer mon compte',
  component: AccountSettingsPage,
  args: {
    user: {
      id: 3,
      email: 'claire.martin@verdance.fr',
      name: 'Claire',
      surname: 'Martin',
      work: 'Directrice générale',
      role: 'Administrateur principal',
      companyId: 1,
      company: { id: 1, name: 'Verdance Conseil' },
      accountAuthLevel: 'USER',
      accountStatus: 'ACTIVE',
    },
    onUserUpdated: () => undefined,
  },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/configurer-mon-compte'] },
    msw: { handlers: [preferences] },
  },
} satisfies Meta<typeof AccountSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const PreferencesLoading: Story = {
  name: 'Chargement des préférences',
  parameters: { msw: { handlers: [storyHttp.get(PREFERENCES_URL, unanswered)] } },
};

export const PreferencesLoadFailed: Story = {
  name: 'Erreur des préférences',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(PREFERENCES_URL, () =>
          HttpResponse.json({ statusCode: 500, message: 'Erreur.', error: 'Internal Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
};

/** A real host without the notification preferences extension: the rest of the page still works. */
export const ExtensionMissing: Story = {
  name: "Sans l'extension de l'API",
  parameters: { msw: { handlers: [storyHttp.get(PREFERENCES_URL, () => new HttpResponse(null, { status: 404 }))] } },
};
