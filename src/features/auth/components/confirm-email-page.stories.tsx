import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApiError } from '@/api';
import { ConfirmEmailPage } from './confirm-email-page';

const TOKEN = '3f9c1a7e5b2d4c8e9a0b1c2d3e4f5a6b7c8d9e0f';

/** The route's loader confirms the address; the page shows where that stands (`outcome`). */
const meta = {
  title: 'Écrans/Compte/Validation du mail',
  component: ConfirmEmailPage,
  args: { outcome: { status: 'confirmed' } },
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: [`/confirm-email?token=${TOKEN}`] },
  },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed: the success text, then /login after 3 s. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Votre mail est validé, c'est parti pour la suite !")).toBeInTheDocument();
  },
};

/** The server has not answered yet. */
export const Pending: Story = {
  name: 'En attente',
  args: { outcome: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Validation en cours...')).toBeInTheDocument();
  },
};

/** The link has no token: nothing is sent. */
export const MissingToken: Story = {
  name: 'Jeton absent',
  args: { outcome: { status: 'missing' } },
  parameters: { router: { initialEntries: ['/confirm-email'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Aucun token fourni !');
  },
};

/** The server refuses the token (unknown, used or expired). */
export const Failed: Story = {
  name: 'Échec',
  args: {
    outcome: {
      status: 'failed',
      error: new ApiError(
        400,
        JSON.stringify({ statusCode: 400, message: 'Lien de confirmation invalide ou expiré.', error: 'Bad Request' }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Confirmation échouée !');
  },
};

/** The call itself failed. */
export const UnexpectedError: Story = {
  name: 'Erreur inattendue',
  args: { outcome: { status: 'failed', error: new TypeError('Failed to fetch') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Une erreur est survenue !');
  },
};
