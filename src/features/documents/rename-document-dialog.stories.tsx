import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { documentsContent } from './content';
import { STORY_DOCUMENTS } from './fixtures';
import { RenameDocumentDialog } from './rename-document-dialog';

const meta = {
  title: 'Écrans/Ressources/Éléments/Renommer un document',
  component: RenameDocumentDialog,
  args: { document: STORY_DOCUMENTS[0]!, onClose: () => undefined, onRenamed: () => undefined },
} satisfies Meta<typeof RenameDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document's name, ready to change. */
export const Default: Story = { name: 'Défaut' };

/** The name emptied then saved: the field says a name is needed, nothing is sent. */
export const Required: Story = {
  name: 'Nom manquant',
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.clear(dialog.getByRole('textbox', { name: documentsContent.renameField }));
    await userEvent.click(dialog.getByRole('button', { name: documentsContent.renameSave }));
    await expect(await dialog.findByText(documentsContent.renameRequired)).toBeInTheDocument();
  },
};
