import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * The document's name, ready to change, in the focused field. The field takes the focus a frame after the dialog:
 * the story waits for it, so that a capture never catches the frame before (once in a full visual run).
 */
export const Default: Story = {
  name: 'Défaut',
  play: async ({ canvasElement }) => {
    const field = within(canvasElement.ownerDocument.body).getByRole('textbox', { name: documentsContent.renameField });
    await waitFor(() => expect(field).toHaveFocus());
  },
};

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
