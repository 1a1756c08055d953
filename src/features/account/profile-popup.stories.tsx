import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { Button, ModalTrigger } from '@/components/ui';
import { buildAccountUser } from './fixtures';
import { ProfilePopup } from './profile-popup';

const meta = {
  title: 'Écrans/Compte/Éléments/Popup du profil',
  component: ProfilePopup,
  args: { user: buildAccountUser(), onUserUpdated: () => undefined },
  parameters: {
    msw: {
      handlers: [
        storyHttp.patch('/users/{email}/password', () =>
          HttpResponse.json({ success: true, message: 'Votre mot de passe a bien été modifié.' }),
        ),
        storyHttp.patch('/users/{email}', () => HttpResponse.json({ success: true, user: buildAccountUser() })),
      ],
    },
  },
  // Opened as the menu's initials open it.
  render: (args) => (
    <ModalTrigger defaultOpen>
      <Button>Mon profil</Button>
      <ProfilePopup {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof ProfilePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** An Acteur: same popup, with their role shown read-only. */
export const Acteur: Story = {
  args: { user: buildAccountUser({ name: 'Léa', surname: 'Petit', role: 'Acteur', work: 'Chargée de mission' }) },
};
