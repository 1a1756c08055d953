import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ActionCard } from './action-card';
import { buildSolution, storyCollaborators } from './fixtures';
import { localIsoDate } from './logic';

const meta = {
  title: "Écrans/Plan d'action/Éléments/Carte d'action",
  component: ActionCard,
  args: {
    solution: buildSolution(),
    collaborators: storyCollaborators,
    editable: true,
    today: localIsoDate(),
    // The server's answer stands in: the card shows « Enregistré » as after a real save.
    update: { mutationFn: () => Promise.resolve(buildSolution()) },
    addKpi: { mutationFn: () => Promise.resolve(buildSolution()) },
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** In progress and past its deadline. */
export const Overdue: Story = {
  name: 'En retard',
  args: { solution: buildSolution({ status: 'inProgress', deadline: '2020-01-10' }) },
};

/** Validated: it can be reopened. */
export const Validated: Story = { name: 'Validé', args: { solution: buildSolution({ status: 'validated' }) } };

/** No owner, deadline or KPI yet. */
export const Empty: Story = {
  name: 'Vide',
  args: { solution: buildSolution({ assignee: null, deadline: null, kpi: null }) },
};

/** Read by an Acteur. */
export const ReadOnly: Story = { name: 'Lecture seule', args: { editable: false } };

/** The server does not have the change (it failed, and a re-read says so): « Non enregistré — Réessayer ». */
export const SaveFailed: Story = {
  name: "Échec de l'enregistrement",
  args: { update: { mutationFn: () => Promise.reject(new globalThis.Error('Panne')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Passer en cours/ }));
    await canvas.findByRole('button', { name: 'Réessayer' });
  },
};

/** A long title. */
export const LongContent: Story = {
  name: 'Texte long',
  args: {
    solution: buildSolution({
      content:
        'Mettre en place un plan de mobilité employeur couvrant les trajets domicile-travail, les déplacements professionnels et la logistique',
    }),
  },
};
