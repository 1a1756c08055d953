import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiagnosisLink } from './diagnosis-link';

const meta = {
  title: "Écrans/Plan d'action/Éléments/Lien vers le diagnostic",
  component: DiagnosisLink,
  args: { target: { axe: 'social', order: 2 }, children: 'Modifier', label: 'Modifier : Santé et sécurité' },
} satisfies Meta<typeof DiagnosisLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** The page's main action, as a button. */
export const AsButton: Story = {
  name: 'En bouton',
  args: { asButton: true, children: 'Reprendre le questionnaire', label: undefined },
};

/** To the perception form. */
export const PerceptionForm: Story = {
  name: 'Formulaire de perception',
  args: { target: undefined, children: 'Remplir le formulaire de perception', label: undefined },
};
