import type { Meta, StoryObj } from '@storybook/react-vite';
import { PilotagePage } from './pilotage-page';
import { planPageStories, storyHandlers, storyPlan } from './fixtures';

const page = planPageStories('/pilotage', 'plan');

const meta = {
  title: "Écrans/Plan d'action/Mon pilotage",
  component: PilotagePage,
  ...page.meta,
} satisfies Meta<typeof PilotagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Loading: Story = { name: 'Chargement', ...page.states.Loading };

/** Nothing in the plan yet: a way to the levers. */
export const Empty: Story = {
  name: 'Vide',
  parameters: { msw: { handlers: storyHandlers({ plan: () => Response.json([]) }) } },
};

export const LoadFailed: Story = { name: 'Erreur', ...page.states.LoadFailed };

export const ExtensionMissing: Story = { name: "Sans l'extension de l'API", ...page.states.ExtensionMissing };

/** Long titles and many actions in one column. */
export const LongContent: Story = {
  name: 'Texte long',
  parameters: {
    msw: {
      handlers: storyHandlers({
        plan: () =>
          Response.json(
            Array.from({ length: 6 }, (_, index) => ({
              ...storyPlan[0],
              id: 100 + index,
              content: `Action ${index + 1} : mettre en place un plan de mobilité employeur couvrant les trajets domicile-travail, les déplacements professionnels et la logistique du dernier kilomètre`,
            })),
          ),
      }),
    },
  },
};

export const ActeurReadOnly: Story = { name: 'Lecture seule (Acteur)', ...page.states.ActeurReadOnly };

export const NoCompany: Story = { name: 'Sans entreprise', ...page.states.NoCompany };
