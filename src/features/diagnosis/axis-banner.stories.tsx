import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, storyHttp } from '@/api/story-http';
import { expect, within } from 'storybook/test';
import { AxisBanner } from './axis-banner';
import { availabilityHandler } from './story-handlers';

const meta = {
  title: 'Écrans/Diagnostic/Éléments/Bannière des axes',
  component: AxisBanner,
  args: { current: 'environnement', progress: 70 },
  parameters: { msw: { handlers: [availabilityHandler()] } },
} satisfies Meta<typeof AxisBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On Environnement: the earlier tabs are links, Business is locked. */
export const Default: Story = { name: 'Défaut' };

/** On the first axis: every later tab is locked. */
export const Locked: Story = { name: 'Verrouillé', args: { current: 'gouvernance', progress: 30 } };

/** On the last axis: every tab is reachable. */
export const LastAxis: Story = { name: 'Dernier axe', args: { current: 'business', progress: 90 } };

/** The answers that open the tabs ahead did not load: the banner says so, with 'Réessayer'. */
export const AnswersFailed: Story = {
  name: 'Erreur des réponses',
  parameters: {
    msw: {
      handlers: [
        availabilityHandler(),
        storyHttp.get('/form-response/default/{formId}/all', () =>
          HttpResponse.json({ statusCode: 500, message: 'Erreur', error: 'Error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) =>
    expect(
      await within(canvasElement).findByRole('button', { name: 'Réessayer' }, { timeout: 8000 }),
    ).toBeInTheDocument(),
};
