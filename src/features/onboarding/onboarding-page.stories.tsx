import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { buildOnboardingUser } from './fixtures';
import { OnboardingPage } from './onboarding-page';

const meta = {
  title: "Écrans/Accueil/Création de l'entreprise",
  component: OnboardingPage,
  args: { user: buildOnboardingUser(), onStepChange: () => undefined, onCompanyReady: async () => true },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/onboarding'] },
    msw: {
      handlers: [
        storyHttp.get('/api/companies/list-domain', () =>
          HttpResponse.json(
            { statusCode: 404, message: 'Aucune entreprise ne correspond à ce domaine.', error: 'Not Found' },
            { status: 404 },
          ),
        ),
      ],
    },
  },
} satisfies Meta<typeof OnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No company yet: the company form, whatever step the address asks for (Nina's shell: no menu without a company). */
export const Default: Story = { name: 'Défaut', args: { step: 'introduction' }, parameters: { persona: 'nina' } };

/** Company set: the welcome screen. */
export const Welcome: Story = {
  name: 'Bienvenue',
  args: { user: buildOnboardingUser({ companyId: 9, company: { id: 9, name: 'Atelier Lumen' } }), step: 'bienvenue' },
};

export const Introduction: Story = {
  args: {
    user: buildOnboardingUser({ companyId: 9, company: { id: 9, name: 'Atelier Lumen' } }),
    step: 'introduction',
  },
};
