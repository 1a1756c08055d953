import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, TextField } from '@/components/ui';
import { AuthLayout } from './auth-layout';
import { stubMatchMedia } from './auth-test-utils';
import { AuthHeader } from './auth-parts';

const meta = {
  title: 'Écrans/Compte/Éléments/Mise en page publique',
  component: AuthLayout,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/signup'] } },
  args: {
    children: (
      <>
        <AuthHeader
          title="Un écran de compte"
          intro="Le panneau de gauche présente Steer, l'écran se tient à droite."
        />
        <form className="auth-form" aria-label="Exemple">
          <TextField label="Adresse mail" type="email" autoComplete="email" />
          <Button type="button" size="lg" fullWidth>
            Continuer
          </Button>
        </form>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1024 px: the brand panel and the screen side by side. */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('complementary', { name: 'Présentation de Steer' }),
    ).toBeInTheDocument();
  },
};

/** Below 1024 px: a compact header with the logo, the screen alone. */
export const Narrow: Story = {
  name: 'Étroit',
  beforeEach: () => stubMatchMedia(false),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
  },
};
