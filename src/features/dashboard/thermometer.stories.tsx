import type { Meta, StoryObj } from '@storybook/react-vite';
import { Thermometer } from './thermometer';

const meta = {
  title: 'Écrans/Tableau de bord/Éléments/Thermomètre',
  component: Thermometer,
  args: { label: 'Gouvernance & Stratégie', axis: 'gouvernance', score: 17 },
} satisfies Meta<typeof Thermometer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Social: Story = { args: { label: 'Social', axis: 'social', score: 15 } };

export const Environnement: Story = {
  args: { label: 'Environnement', axis: 'environnement', score: 12 },
};

export const BusinessDurable: Story = {
  name: 'Business durable',
  args: { label: 'Business durable', axis: 'business', score: 14 },
};

export const Empty: Story = { name: 'Vide', args: { score: 0 } };

export const Full: Story = { name: 'Rempli', args: { score: 25 } };
