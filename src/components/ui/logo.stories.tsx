import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';
import { TextLink } from './text-link';

const meta = {
  title: 'Composants/Logo',
  component: Logo,
  args: { size: 'md', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    tone: { control: 'inline-radio', options: ['brand', 'inverse', 'currentColor'] },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

export const Sizes: Story = {
  name: 'Tailles',
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 'var(--space-6)' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo size="xl" />
    </div>
  ),
};

/** The square mark alone (collapsed menu, favicon-like spots); it is still named 'Steer'. */
export const MarkOnly: Story = {
  name: 'Symbole seul',
  args: { withWordmark: false, size: 'lg' },
  render: (args) => (
    <figure style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 'var(--space-2)' }}>
      <Logo {...args} />
      <figcaption style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)' }}>
        Marque seule
      </figcaption>
    </figure>
  ),
};

export const Inverse: Story = {
  name: 'Inversé',
  args: { tone: 'inverse', size: 'lg' },
  render: (args) => (
    <div style={{ padding: 'var(--space-6)', background: 'var(--color-steer-800)', display: 'inline-block' }}>
      <Logo {...args} />
    </div>
  ),
};

/** The logo as a link takes its accessible name ('Steer') from the SVG. */
export const AsLink: Story = {
  name: 'En lien',
  render: () => (
    <TextLink to="/" style={{ display: 'inline-block', textDecoration: 'none' }}>
      <Logo />
    </TextLink>
  ),
};
