import type { Meta, StoryObj } from '@storybook/react-vite';
import { PilotagePage } from './pilotage-page';
import {
  STORY_COMPANY_ID,
  STORY_EMAIL,
  missingExtension,
  pending,
  serverError,
  storyHandlers,
  storyPlan,
} from './fixtures';

const meta = {
  title: "Pages/Plan d'action/Mon pilotage",
  component: PilotagePage,
  args: { email: STORY_EMAIL, companyId: STORY_COMPANY_ID, role: 'Administrateur principal' },
  parameters: { layout: 'padded', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof PilotagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The data is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ plan: pending }) } },
};

/** The server failed: a French message and 'Réessayer'. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: storyHandlers({ plan: serverError }) } },
};

/** A host without the proposed extension: the feature is said to be unavailable there. */
export const ExtensionMissing: Story = {
  parameters: { msw: { handlers: storyHandlers({ plan: missingExtension }) } },
};

/** An Acteur reads the page. */
export const ActeurReadOnly: Story = {
  args: { role: 'Acteur' },
};

/** The account has no company yet. */
export const NoCompany: Story = {
  args: { companyId: null },
};

/** Nothing in the plan yet: a way to the levers. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ plan: () => Response.json([]) }) } },
};

/** Long titles and many actions in one column. */
export const LongContent: Story = {
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
