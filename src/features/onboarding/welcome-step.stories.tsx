import type { Meta, StoryObj } from '@storybook/react-vite';
import { WelcomeStep } from './welcome-step';

const meta = {
  title: 'Écrans/Accueil/Éléments/Étape de bienvenue',
  component: WelcomeStep,
  args: { companyName: 'Atelier Lumen', onNext: () => undefined },
} satisfies Meta<typeof WelcomeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const WithoutCompanyName: Story = { name: "Sans nom d'entreprise", args: { companyName: null } };

export const LongCompanyName: Story = {
  name: "Nom d'entreprise long",
  args: { companyName: "Société coopérative de transports et de logistique de la Côte d'Azur et des Alpes-Maritimes" },
};
