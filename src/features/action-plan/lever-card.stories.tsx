import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeverCard } from './lever-card';
import { buildLever } from './fixtures';

const meta = {
  title: "Écrans/Plan d'action/Éléments/Carte de levier",
  component: LeverCard,
  args: { lever: buildLever(), editable: true, onTogglePriority: () => undefined, onAddToPlan: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof LeverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** Not a priority issue, question unanswered. */
export const NotPriority: Story = {
  name: 'Non prioritaire',
  args: { lever: buildLever({ isPriority: false, currentLevel: null, pointsToGain: 3.75 }) },
};

/** Already in the plan. */
export const InPlan: Story = { name: 'Dans le plan', args: { lever: buildLever({ planSolutionId: 3 }) } };

/** The company is already at or above the lever's level. */
export const LevelReached: Story = {
  name: 'Niveau atteint',
  args: { lever: buildLever({ currentLevel: 4, pointsToGain: 0 }) },
};

/** Being added. */
export const Adding: Story = { name: 'Ajout en cours', args: { adding: true } };

/** Read by an Acteur. */
export const ReadOnly: Story = { name: 'Lecture seule', args: { editable: false } };

/** A long title and description. */
export const LongContent: Story = {
  name: 'Texte long',
  args: {
    lever: buildLever({
      content:
        'Mettre en place un plan de mobilité employeur couvrant les trajets domicile-travail et les déplacements professionnels',
      description: `<p>${'Une description détaillée du levier, de ses bénéfices et de ses étapes. '.repeat(6)}</p>`,
    }),
  },
};
