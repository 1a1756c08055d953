import type { Meta, StoryObj } from '@storybook/react-vite';
import { AxisIllustration } from './axis-illustration';

const meta = {
  title: "Écrans/Diagnostic/Éléments/Illustration d'axe",
  component: AxisIllustration,
  args: { axis: 'gouvernance', label: "Illustration de l'axe Gouvernance & Stratégie" },
  decorators: [
    (Story, { args }) => (
      <figure style={{ maxWidth: '24rem', margin: 0 }}>
        {Story()}
        <figcaption>{args.label}</figcaption>
      </figure>
    ),
  ],
} satisfies Meta<typeof AxisIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };
export const Social: Story = { args: { axis: 'social', label: "Illustration de l'axe Social" } };
export const Environnement: Story = {
  args: { axis: 'environnement', label: "Illustration de l'axe Environnement" },
};
export const Business: Story = {
  args: { axis: 'business', label: "Illustration de l'axe Business durable" },
};
