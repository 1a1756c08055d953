import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import { expect, userEvent, within } from 'storybook/test';
import { buildAccountUser } from './fixtures';
import { ProfileForm } from './profile-form';

const PROFILE_URL = '/users/{email}';

const saved = storyHttp.patch(PROFILE_URL, async ({ request }) => {
  const body = (await request.json()) as { name: string; surname: string; work: string };
  return HttpResponse.json({ success: true, user: buildAccountUser(body) });
});

const meta = {
  title: 'Écrans/Compte/Éléments/Formulaire de profil',
  component: ProfileForm,
  args: { user: buildAccountUser(), onSaved: () => undefined },
  parameters: { msw: { handlers: [saved] } },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

async function save(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
  return canvas;
}

/** The save is on its way: the button is busy. */
export const Saving: Story = {
  name: 'Enregistrement en cours',
  parameters: { msw: { handlers: [storyHttp.patch(PROFILE_URL, unanswered)] } },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(canvas.getByRole('button', { name: /Enregistrer/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Saved: Story = {
  name: 'Enregistré',
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByText('Vos informations ont bien été enregistrées.')).toBeInTheDocument();
  },
};

/** A missing surname is asked for, nothing is sent. */
export const MissingSurname: Story = {
  name: 'Nom manquant',
  args: { user: buildAccountUser({ surname: '' }) },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(canvas.getByText('Veuillez indiquer votre nom.')).toBeInTheDocument();
  },
};

/** The server refuses: its own French message. */
export const Refused: Story = {
  name: 'Refusé',
  parameters: {
    msw: {
      handlers: [
        storyHttp.patch(PROFILE_URL, () =>
          HttpResponse.json(
            { statusCode: 400, message: 'Le champ « Poste » est obligatoire.', error: 'Bad Request' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await save(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le champ « Poste » est obligatoire.');
  },
};

/** Not attached to a company yet: no role. */
export const WithoutCompany: Story = {
  name: 'Sans entreprise',
  args: { user: buildAccountUser({ role: null, work: null, companyId: null, company: null }) },
};

export const LongContent: Story = {
  name: 'Texte long',
  args: {
    user: buildAccountUser({
      name: 'Marie-Bernadette',
      surname: 'de La Fontaine-Villeneuve',
      email: 'marie-bernadette.de-la-fontaine-villeneuve@cooperative-agricole-du-haut-languedoc.fr',
      work: 'Responsable de la transition écologique et de la performance extra-financière',
      role: 'Administrateur secondaire',
    }),
  },
};
