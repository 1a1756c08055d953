import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentsShell } from './documents-tabs';
import { SteerDocumentsPage } from './steer-documents-page';

const meta = {
  title: 'Pages/Mes documents/Documents Steer',
  component: SteerDocumentsPage,
  decorators: [
    (Story) => (
      <DocumentsShell>
        <Story />
      </DocumentsShell>
    ),
  ],
  parameters: { layout: 'padded', router: { initialEntries: ['/mes-documents-steer'] } },
} satisfies Meta<typeof SteerDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No template published. */
export const Empty: Story = { args: { templates: [] } };
