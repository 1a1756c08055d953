import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHttp } from '@/api/story-http';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../../../../.storybook/play';
import { confirmFormStates, storyLabels } from './auth-story-helpers';
import { ResetPasswordPage } from './reset-password-page';

const RESET_URL = '/api/users/reset-password/{token}';
const TOKEN = '8b1e4f0c2a9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f';

const meta = {
  title: 'Écrans/Compte/Nouveau mot de passe',
  component: ResetPasswordPage,
  args: { token: TOKEN },
  parameters: { layout: 'fullscreen', router: { initialEntries: [`/reset-password/${TOKEN}`] } },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fill(canvas.getByLabelText(storyLabels.newPassword, { selector: 'input' }), 'Nouveau2026!');
  await userEvent.click(canvas.getByRole('button', { name: 'Confirmer' }));
  return canvas;
}

const states = confirmFormStates(fillAndSubmit, (resolver) => storyHttp.post(RESET_URL, resolver));

/** The empty form: 'Confirmer' waits for 6 characters. */
export const Default: Story = { name: 'Défaut' };

/** Fewer than 6 characters. */
export const TooShort: Story = {
  name: 'Trop court',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByLabelText(storyLabels.newPassword, { selector: 'input' }), 'abc');
    await userEvent.tab();
    await expect(await canvas.findByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
  },
};

/** A token under 30 characters: refused without asking the server. */
export const InvalidLink: Story = {
  name: 'Lien invalide',
  args: { token: 'trop-court' },
  parameters: { router: { initialEntries: ['/reset-password/trop-court'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Lien invalide ou expiré.');
  },
};

/** The request is on its way: 'Confirmer' is busy. */
export const Submitting: Story = { name: 'Envoi en cours', ...states.Submitting };

/** Saved: the confirmation, then /login after 3 s. */
export const Success: Story = {
  name: 'Réussite',
  ...states.answered({ success: true, message: 'Mot de passe réinitialisé avec succès !' }, async (canvas) =>
    expect(await canvas.findByText('Redirection vers la page de connexion...')).toBeInTheDocument(),
  ),
};

/** The server refuses (expired link): its message is shown. */
export const ServerRefusal: Story = {
  name: 'Refus du serveur',
  ...states.answered(
    { success: false, message: 'Lien invalide ou expiré.' },
    async (canvas) => expect(await canvas.findByRole('alert')).toHaveTextContent('Lien invalide ou expiré.'),
    { status: 400 },
  ),
};

/** No answer at all. */
export const NetworkError: Story = { name: 'Erreur réseau', ...states.NetworkError };
