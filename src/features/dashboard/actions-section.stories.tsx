import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { expect, userEvent, within } from 'storybook/test';
import { ActionsSection } from './actions-section';
import {
  DASHBOARD_URLS,
  emptyCompanyHandlers,
  failingHandlers,
  fullDataHandlers,
  pendingHandlers,
  sampleAchievements,
  sampleUpcoming,
} from './fixtures';
import { dashboardPageQueries } from './page-queries';

const meta = {
  title: 'Écrans/Tableau de bord/Éléments/Actions réalisées et à venir',
  component: ActionsSection,
  args: { queries: dashboardPageQueries({ email: 'claire.martin@verdance.fr', companyId: 1, tokenCompanyId: 1 }) },
  parameters: { msw: { handlers: fullDataHandlers() } },
} satisfies Meta<typeof ActionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four deadlines and three achievements: two of each shown, with the control to see them all. */
export const Default: Story = { name: 'Défaut' };

/** Both lists expanded. */
export const Expanded: Story = {
  name: 'Déplié',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Voir les 4 échéances' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Voir les 3 réalisations' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
  },
};

/** Exactly two of each: no expand control. */
export const TwoOfEach: Story = {
  name: 'Deux de chaque',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(DASHBOARD_URLS.upcomingSolutions, () => HttpResponse.json(sampleUpcoming(2))),
        storyHttp.get(DASHBOARD_URLS.validatedGrouped, () =>
          HttpResponse.json({ success: true, message: sampleAchievements(2) }),
        ),
        ...fullDataHandlers(),
      ],
    },
  },
};

/** Nothing planned, nothing done: the two empty-state texts of the spec. */
export const Empty: Story = { name: 'Vide', parameters: { msw: { handlers: emptyCompanyHandlers() } } };

export const Loading: Story = {
  name: 'Chargement',
  parameters: {
    msw: { handlers: pendingHandlers(['upcomingSolutions', 'validatedGrouped', 'userCount', 'employeesNumber']) },
  },
};

export const LoadFailed: Story = {
  name: 'Erreur',
  parameters: {
    msw: { handlers: failingHandlers(['upcomingSolutions', 'validatedGrouped', 'userCount', 'employeesNumber']) },
  },
};

/** A deadline description with a script and an event handler: shown as text, never run. */
export const UnsafeDescription: Story = {
  name: 'Description à assainir',
  parameters: {
    msw: {
      handlers: [
        storyHttp.get(DASHBOARD_URLS.upcomingSolutions, () =>
          HttpResponse.json([
            {
              id: 1,
              deadline: '2099-01-15',
              status: 'inProgress',
              description:
                '<p>[[boussole]] Former les managers <img src="x" alt="" onerror="alert(1)"><script>alert(2)</script></p>',
            },
          ]),
        ),
        ...fullDataHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const deadlines = await within(canvasElement).findByRole('region', { name: 'Mes échéances à venir (1)' });
    const article = await within(deadlines).findByRole('article');
    await expect(article).toHaveTextContent('Former les managers');
    await expect(article).not.toHaveTextContent('[[boussole]]');
    await expect(article.querySelector('script, [onerror]')).toBeNull();
  },
};
