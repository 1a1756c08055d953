import { createFileRoute } from '@tanstack/react-router';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { InternalDocumentsPage } from '@/features/documents/internal-documents-page';

/** /mes-documents: the menu's entry, showing the internal documents tab. */
export const Route = createFileRoute('/_authenticated/mes-documents')({
  component: DocumentsRoute,
});

function DocumentsRoute() {
  return (
    <DocumentsShell>
      <InternalDocumentsPage />
    </DocumentsShell>
  );
}
