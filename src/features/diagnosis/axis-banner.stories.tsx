import type { Meta, StoryObj } from '@storybook/react-vite';
import { AxisBanner } from './axis-banner';
import { availabilityHandler } from './story-handlers';

const meta = {
  title: 'Écrans/Diagnostic/Éléments/Bannière des axes',
  component: AxisBanner,
  args: { current: 'environnement' },
  parameters: { msw: { handlers: [availabilityHandler()] } },
} satisfies Meta<typeof AxisBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On Environnement: the earlier tabs are links, Business is locked. */
export const Default: Story = {};

/** On the first axis: every later tab is locked. */
export const Locked: Story = { args: { current: 'gouvernance' } };

/** On the last axis: every tab is reachable. */
export const LastAxis: Story = { args: { current: 'business' } };
