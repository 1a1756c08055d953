import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHttp } from '@/api/story-http';
import { expect, userEvent, within } from 'storybook/test';
import { fill } from '../../../../.storybook/play';
import { confirmFormStates, storyLabels } from './auth-story-helpers';
import { ForgotPasswordPage } from './forgot-password-page';

const FORGET_URL = '/api/users/forget-password';

const meta = {
  title: 'Écrans/Compte/Mot de passe oublié',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/forget-password'] } },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fill(canvas.getByRole('textbox', { name: storyLabels.email }), 'claire.martin@verdance.fr');
  await userEvent.click(canvas.getByRole('button', { name: 'Confirmer' }));
  return canvas;
}

const states = confirmFormStates(fillAndSubmit, (resolver) => storyHttp.post(FORGET_URL, resolver));

/** The empty form: 'Confirmer' waits for a valid address. */
export const Default: Story = { name: 'Défaut' };

/** An address that is not one. */
export const InvalidEmail: Story = {
  name: 'E-mail invalide',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: storyLabels.email }), 'claire@verdance');
    await userEvent.tab();
    await expect(await canvas.findByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  },
};

/** The request is on its way: 'Confirmer' is busy. */
export const Submitting: Story = { name: 'Envoi en cours', ...states.Submitting };

/** success: true — the link is in the mailbox. */
export const Success: Story = {
  name: 'Réussite',
  ...states.answered({ success: true, message: 'Un mail vous attend dans votre boîte de réception.' }, async (canvas) =>
    expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pas de panique, on a pensé à tout !' }),
    ).toBeInTheDocument(),
  ),
};

/** success: false — the mail could not be sent. */
export const Refused: Story = {
  name: 'Refusé',
  ...states.answered({ success: false }, async (canvas) =>
    expect(await canvas.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.'),
  ),
};

/** No answer at all. */
export const NetworkError: Story = { name: 'Erreur réseau', ...states.NetworkError };
