import { createFileRoute } from '@tanstack/react-router';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { InternalDocumentsPage } from '@/features/documents/internal-documents-page';

/** /mes-documents-internes: the company's own documents. */
export const Route = createFileRoute('/_authenticated/mes-documents-internes')({
  component: InternalDocumentsRoute,
});

function InternalDocumentsRoute() {
  return (
    <DocumentsShell>
      <InternalDocumentsPage />
    </DocumentsShell>
  );
}
