import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { NotificationPreferencesForm } from './notification-preferences-form';

const URL = '/users/{email}/notification-preferences';

const meta = {
  title: 'Compte/Préférences de notification',
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

export const Default: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: [storyHttp.get(URL, () => new Promise<never>(() => {}))] } },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(URL, () =>
          HttpResponse.json({ statusCode: 500, message: 'Erreur.', error: 'Internal Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
};
