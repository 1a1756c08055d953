import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../../../.storybook/play';
import { PasswordChangeForm } from './password-change-form';

const PASSWORD_URL = '/users/{email}/password';

const meta = {
  title: 'Écrans/Compte/Éléments/Changer de mot de passe',
  component: PasswordChangeForm,
  args: { email: 'claire.martin@verdance.fr' },
  parameters: {
    msw: {
      handlers: [
        storyHttp.patch(PASSWORD_URL, () =>
          HttpResponse.json({ success: true, message: 'Votre mot de passe a bien été modifié.' }),
        ),
      ],
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

async function fillForm(canvasElement: HTMLElement, next: string, again: string) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(/^Mot de passe actuel/), 'Steer2026!');
  await fill(canvas.getByLabelText(/^Nouveau mot de passe/), next);
  await fill(canvas.getByLabelText(/^Confirmation du nouveau/), again);
  return canvas;
}

/** The confirmation differs: said at once, and nothing is sent. */
export const Mismatch: Story = {
  name: 'Mots de passe différents',
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, 'Nouveau2026!', 'Nouveau2027!');
    // Shown once the confirmation is left, as every form's messages.
    await userEvent.tab();
    await expect(canvas.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  },
};

export const Changed: Story = {
  name: 'Modifié',
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, 'Nouveau2026!', 'Nouveau2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le mot de passe' }));
    await expect(await canvas.findByText('Votre mot de passe a bien été modifié.')).toBeInTheDocument();
  },
};

export const WrongCurrentPassword: Story = {
  name: 'Mot de passe actuel incorrect',
  parameters: {
    msw: {
      handlers: [
        storyHttp.patch(PASSWORD_URL, () =>
          HttpResponse.json(
            { statusCode: 400, message: 'Le mot de passe actuel est incorrect.', error: 'Bad Request' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, 'Nouveau2026!', 'Nouveau2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le mot de passe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
  },
};
