import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../.storybook/play';
import { CompanyStep } from './company-step';
import { buildDomainCompany, buildOnboardingUser } from './fixtures';

const LOOKUP_URL = '/api/companies/list-domain';
const noCompany = storyHttp.get(LOOKUP_URL, () =>
  HttpResponse.json(
    { statusCode: 404, message: 'Aucune entreprise ne correspond à ce domaine.', error: 'Not Found' },
    { status: 404 },
  ),
);

const meta = {
  title: 'Écrans/Accueil/Éléments/Étape entreprise',
  component: CompanyStep,
  args: { user: buildOnboardingUser(), onCompanyReady: async () => true },
  parameters: { msw: { handlers: [noCompany] } },
} satisfies Meta<typeof CompanyStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No company on the user's domain: the creation form, employee count '1' by default. */
export const Default: Story = { name: 'Défaut' };

/** A company exists on the domain: its fields are prefilled and locked; only the position is asked. */
export const JoinExisting: Story = {
  name: 'Rejoindre une entreprise existante',
  args: { user: buildOnboardingUser({ email: 'paul.girard@transports-azur.fr', name: 'Paul' }) },
  parameters: { msw: { handlers: [storyHttp.get(LOOKUP_URL, () => HttpResponse.json(buildDomainCompany()))] } },
};

export const Loading: Story = {
  name: 'Chargement',
  parameters: { msw: { handlers: [storyHttp.get(LOOKUP_URL, unanswered)] } },
};

/** The lookup failed: a French message and 'Réessayer', never a dead end. */
export const LookupError: Story = {
  name: 'Erreur de recherche',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(LOOKUP_URL, () =>
          HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
};

/** Submitted empty: each missing field says what it needs. */
export const Invalid: Story = {
  name: 'Invalide',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer mon entreprise' }));
    await expect(canvas.getByText('Veuillez indiquer le nom de votre entreprise.')).toBeInTheDocument();
  },
};

/** Saving: the submit button is disabled and busy. */
export const Saving: Story = {
  name: 'Enregistrement en cours',
  args: { user: buildOnboardingUser({ email: 'paul.girard@transports-azur.fr', name: 'Paul' }) },
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(LOOKUP_URL, () => HttpResponse.json(buildDomainCompany())),
        storyHttp.put('/api/users/{id}', unanswered),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByRole('textbox', { name: /^Votre poste/ }), 'Responsable logistique');
    await userEvent.click(canvas.getByRole('button', { name: "Rejoindre l'entreprise" }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Rejoindre/ })).toBeDisabled());
  },
};

/** The save failed: the message, and the same button to try again. */
export const SaveError: Story = {
  name: "Erreur d'enregistrement",
  args: { user: buildOnboardingUser({ email: 'paul.girard@transports-azur.fr', name: 'Paul' }) },
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(LOOKUP_URL, () => HttpResponse.json(buildDomainCompany())),
        storyHttp.put('/api/users/{id}', () => HttpResponse.error()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(await canvas.findByRole('textbox', { name: /^Votre poste/ }), 'Responsable logistique');
    await userEvent.click(canvas.getByRole('button', { name: "Rejoindre l'entreprise" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/n'a pas pu être enregistrée/);
  },
};

export const LongContent: Story = {
  name: 'Texte long',
  args: { user: buildOnboardingUser({ email: 'paul.girard@transports-azur.fr', name: 'Paul' }) },
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(LOOKUP_URL, () =>
          HttpResponse.json(
            buildDomainCompany({
              name: "Société coopérative de transports et de logistique de la Côte d'Azur et des Alpes-Maritimes",
              activity:
                'Transport routier de marchandises, entreposage sous température dirigée, logistique urbaine du dernier kilomètre et location de véhicules industriels avec chauffeur',
              website: 'https://www.cooperative-transports-logistique-cote-azur-alpes-maritimes.fr',
              employees_number: 12450,
            }),
          ),
        ),
      ],
    },
  },
};
