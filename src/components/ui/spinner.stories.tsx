import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBlock, Spinner } from './spinner';

const meta = {
  title: 'Composants/Indicateur de chargement',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Sizes: Story = {
  name: 'Tailles',
  // The label control applies to all three.
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-8)' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

/** Label read by screen readers only, e.g. next to a heading that already says what loads. */
export const HiddenLabel: Story = {
  name: 'Libellé masqué',
  args: { showLabel: false },
};

export const CustomLabel: Story = {
  name: 'Libellé personnalisé',
  args: { label: 'Validation en cours...' },
};

/** The full-block loader used by guards, sections and pages while their data arrives. */
export const FullBlockLoader: Story = {
  name: 'Chargement de toute la zone',
  render: () => (
    <div style={{ border: '1px dashed var(--color-border)', borderRadius: 'var(--radius-lg)' }}>
      <LoadingBlock />
    </div>
  ),
};
