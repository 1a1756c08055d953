import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../../.storybook/play';
import { storyLabels } from './auth-story-helpers';
import { SignUpPage } from './signup-page';

const REGISTER_URL = '/api/auth/register';

const meta = {
  title: 'Écrans/Compte/Inscription',
  component: SignUpPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/signup'] } },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement, email = 'ines.durand@atelier-lumen.fr') {
  const canvas = within(canvasElement);
  await fill(canvas.getByRole('textbox', { name: 'Nom' }), 'Durand');
  await fill(canvas.getByRole('textbox', { name: 'Prénom' }), 'Inès');
  await fill(canvas.getByRole('textbox', { name: storyLabels.email }), email);
  await fill(canvas.getByLabelText(storyLabels.password, { selector: 'input' }), 'Sobriete2026!');
  await fill(canvas.getByLabelText(storyLabels.confirmation, { selector: 'input' }), 'Sobriete2026!');
  return canvas;
}

async function fillAndSubmit(canvasElement: HTMLElement, email?: string) {
  const canvas = await fillForm(canvasElement, email);
  await userEvent.click(canvas.getByRole('button', { name: "C'est parti !" }));
  return canvas;
}

/** The empty form: 'C'est parti !' stays disabled. */
export const Default: Story = { name: 'Défaut' };

/** Each rule's message, once its field has been left. */
export const Invalid: Story = {
  name: 'Invalide',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: storyLabels.email }), 'ines@lumen');
    await fill(canvas.getByLabelText(storyLabels.password, { selector: 'input' }), 'sobriete');
    await fill(canvas.getByLabelText(storyLabels.confirmation, { selector: 'input' }), 'sobriete!');
    await userEvent.tab();
    await expect(canvas.getByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
    await expect(
      canvas.getByText(
        'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "C'est parti !" })).toBeDisabled();
  },
};

/** Every rule met: the button is enabled. */
export const Ready: Story = {
  name: 'Prêt',
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(canvas.getByRole('button', { name: "C'est parti !" })).toBeEnabled();
  },
};

/** The account is being created. */
export const Submitting: Story = {
  name: 'Envoi en cours',
  parameters: {
    msw: {
      handlers: [storyHttp.post(REGISTER_URL, unanswered)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /C'est parti !/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** 201: the check-your-mail message with the spam hint. */
export const Success: Story = {
  name: 'Réussite',
  parameters: {
    msw: {
      handlers: [
        storyHttp.post(REGISTER_URL, () =>
          HttpResponse.json(
            { status: 201, message: 'Compte créé. Un e-mail de confirmation vous a été envoyé.' },
            { status: 201 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(
      await canvas.findByText('Un mail vous attend dans votre boîte de réception pour valider votre compte :)'),
    ).toBeInTheDocument();
  },
};

/** Any status but 201 (here 409): 'Erreur: {server message}'. */
export const ServerRefusal: Story = {
  name: 'Refus du serveur',
  parameters: {
    msw: {
      handlers: [
        storyHttp.post(REGISTER_URL, () =>
          HttpResponse.json(
            { statusCode: 409, message: 'Cette adresse e-mail est déjà utilisée.', error: 'Conflict' },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'claire.martin@verdance.fr');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erreur: Cette adresse e-mail est déjà utilisée.');
  },
};

/** The call failed: 'Une erreur est survenue : {message}'. */
export const NetworkError: Story = {
  name: 'Erreur réseau',
  parameters: { msw: { handlers: [storyHttp.post(REGISTER_URL, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Une erreur est survenue : /);
  },
};
