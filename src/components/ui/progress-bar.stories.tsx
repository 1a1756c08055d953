import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Composants/Barre de progression',
  component: ProgressBar,
  args: {
    label: 'Progression du questionnaire',
    value: 30,
  },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    axis: { control: 'inline-radio', options: [undefined, 'gouvernance', 'social', 'environnement', 'business'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Axes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-5)' }}>
      <ProgressBar label="Gouvernance & Stratégie" axis="gouvernance" value={30} />
      <ProgressBar label="Social et droits des collaborateurs" axis="social" value={50} />
      <ProgressBar label="Environnement" axis="environnement" value={70} />
      <ProgressBar label="Business durable" axis="business" value={90} />
    </div>
  ),
};

/** Axis score out of 25, shown as a fraction. */
export const ScoreValueLabel: Story = {
  name: 'Libellé du score',
  args: { label: 'Environnement', axis: 'environnement', value: (17 / 25) * 100, valueLabel: '17/25' },
};

export const Empty: Story = {
  name: 'Vide',
  args: { value: 0 },
};

export const Complete: Story = {
  name: 'Complet',
  args: { value: 100 },
};

export const HiddenLabel: Story = {
  name: 'Libellé masqué',
  args: { hideLabel: true, showValueLabel: false, value: 70 },
};

export const Sizes: Story = {
  name: 'Tailles',
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-5)' }}>
      <ProgressBar {...args} label="Petite" size="sm" />
      <ProgressBar {...args} label="Moyenne" size="md" />
      <ProgressBar {...args} label="Grande" size="lg" />
    </div>
  ),
};
