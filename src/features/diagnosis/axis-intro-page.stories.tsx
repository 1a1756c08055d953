import type { Meta, StoryObj } from '@storybook/react-vite';
import { AxisIntroPage } from './axis-intro-page';

const meta = {
  title: "Écrans/Diagnostic/Introduction d'axe",
  component: AxisIntroPage,
  args: { axis: 'gouvernance' },
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/diagnosis/gouvernance'] } },
} satisfies Meta<typeof AxisIntroPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gouvernance & Stratégie, progress 30. */
export const Default: Story = { name: 'Défaut' };

/** Social, progress 50. */
export const Social: Story = { args: { axis: 'social' } };

/** Environnement, progress 70; its next axis is Business. */
export const Environnement: Story = { args: { axis: 'environnement' } };

/** Business durable, progress 90, with 'Page précédente' and 'Suivant'. */
export const Business: Story = { args: { axis: 'business' } };
