import type { Meta, StoryObj } from '@storybook/react-vite';
import { LimitedAccessPage } from './limited-access-page';
import { positionHandler } from './story-handlers';

const meta = {
  title: 'Écrans/Diagnostic/Accès limité',
  component: LimitedAccessPage,
  args: { companyId: 3 },
  parameters: {
    layout: 'fullscreen',
    screen: 'signed-in',
    router: { initialEntries: ['/limited-access'] },
    msw: { handlers: [positionHandler({ nextQuestion: { order: 2, formAxe: { name: 'social' } } })] },
  },
} satisfies Meta<typeof LimitedAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the perception form: patience, and the way back into the questionnaire. */
export const Default: Story = {};

/** Every rated question answered: the review link. */
export const QuestionnaireCompleted: Story = {
  parameters: { msw: { handlers: [positionHandler({ message: 'Questionnaire complété.' })] } },
};

/** No company: nothing to resume. */
export const NoCompany: Story = { args: { companyId: null } };
