import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentTable } from './document-table';
import { STORY_DOCUMENTS, buildCompanyDocuments } from './fixtures';

const meta = {
  title: 'Écrans/Ressources/Éléments/Tableau des documents',
  component: DocumentTable,
  args: {
    answer: { kind: 'whole', items: [...STORY_DOCUMENTS] },
    page: 1,
    onPageChange: () => undefined,
    onDownload: () => undefined,
    onRename: () => undefined,
    onRemove: () => undefined,
  },
} satisfies Meta<typeof DocumentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three documents: name, kind, size, who uploaded it and when, and the three actions. */
export const Default: Story = { name: 'Défaut' };

/** A large company's 500 documents held whole: 25 rows, and the pager below. */
export const ManyDocuments: Story = {
  name: 'Nombreux documents',
  args: { answer: { kind: 'whole', items: buildCompanyDocuments(500) } },
};
