import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IntroSlides } from './intro-slides';

const meta = {
  title: "Écrans/Accueil/Éléments/Diapositives d'introduction",
  component: IntroSlides,
} satisfies Meta<typeof IntroSlides>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First slide: 'C'est parti !' is not active yet. */
export const Default: Story = { name: 'Défaut' };

/** The four axes. */
export const SecondSlide: Story = { name: 'Deuxième diapositive', args: { initialIndex: 1 } };

/** Last slide: 'C'est parti !' leads to the preamble. */
export const LastSlide: Story = {
  name: 'Dernière diapositive',
  args: { initialIndex: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "C'est parti !" })).toHaveAttribute('href', '/diagnosis/preamble');
  },
};

/** Back from the first slide wraps around to the last. */
export const WrapsAround: Story = {
  name: 'Retour au début',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive précédente' }));
    await expect(canvas.getByRole('group', { name: 'Diapositive 3 sur 3' })).toBeInTheDocument();
  },
};
