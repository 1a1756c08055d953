import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from './button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Composants/En-tête de page',
  component: PageHeader,
  args: {
    title: 'Mes réalisations',
    intro: 'Les actions validées de votre entreprise, par axe et par niveau, de la plus récente à la plus ancienne.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes réalisations' })).toBeInTheDocument();
  },
};

/** With the page's main action beside the title. */
export const WithAction: Story = {
  name: 'Avec action',
  args: {
    action: (
      <Button variant="secondary" iconStart={<Download size={16} />}>
        Exporter en CSV
      </Button>
    ),
  },
};

/** With a sub-navigation under the intro. */
export const WithNavigation: Story = {
  name: 'Avec navigation',
  args: {
    title: 'Mes documents',
    intro: 'Les documents de votre entreprise et les modèles proposés par Steer.',
    children: (
      <nav aria-label="Sections des documents">
        <a href="#internes">Mes documents internes</a> · <a href="#steer">Documents Steer</a>
      </nav>
    ),
  },
};

/** A long title on a narrow screen wraps instead of scrolling sideways. */
export const LongTitleNarrow: Story = {
  name: 'Titre long, étroit',
  args: {
    title: 'Évaluation de la performance RSE de votre entreprise sur les quatre axes',
    action: <Button>Continuer</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
