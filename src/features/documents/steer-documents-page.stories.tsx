import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentsShell } from './documents-tabs';
import { SteerDocumentsPage } from './steer-documents-page';

const meta = {
  title: 'Écrans/Ressources/Documents Steer',
  component: SteerDocumentsPage,
  decorators: [
    (Story) => (
      <DocumentsShell>
        <Story />
      </DocumentsShell>
    ),
  ],
  parameters: { layout: 'fullscreen', screen: 'signed-in', router: { initialEntries: ['/mes-documents-steer'] } },
} satisfies Meta<typeof SteerDocumentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** No template published. */
export const Empty: Story = { name: 'Vide', args: { templates: [] } };
