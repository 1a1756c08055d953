import type { Meta, StoryObj } from '@storybook/react-vite';
import { oneCallStates } from '../../../.storybook/decorators';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { NotificationPreferencesForm } from './notification-preferences-form';

const URL = '/users/{email}/notification-preferences';

const meta = {
  title: 'Écrans/Compte/Éléments/Préférences de notification',
  component: NotificationPreferencesForm,
  args: { email: 'claire.martin@verdance.fr' },
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(URL, () =>
          HttpResponse.json({
            deadlineReminders: true,
            copiloteMessages: false,
            surveyDigest: true,
            resourcesNewsletter: false,
            frequency: 'monthly',
          }),
        ),
      ],
    },
  },
} satisfies Meta<typeof NotificationPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = oneCallStates((resolver) => storyHttp.get(URL, resolver));

export const Default: Story = { name: 'Défaut' };

/** The data is on its way. */
export const Loading: Story = { name: 'Chargement', ...states.Loading };

/** The server failed: a French message and 'Réessayer'. */
export const LoadFailed: Story = { name: 'Erreur', ...states.LoadFailed };
