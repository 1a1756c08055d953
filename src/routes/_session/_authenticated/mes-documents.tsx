import { createFileRoute } from '@tanstack/react-router';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { InternalDocumentsPage } from '@/features/documents/internal-documents-page';
import { internalDocumentsPageQueries } from '@/features/documents/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /mes-documents: the menu's entry, showing the internal documents tab. */
export const Route = createFileRoute('/_session/_authenticated/mes-documents')({
  // The first page of documents starts with the page's code, on a hover of its link too.
  loader: ({ context: { queryClient } }) => {
    prefetchPageQueries(queryClient, internalDocumentsPageQueries());
  },
  component: DocumentsRoute,
});

function DocumentsRoute() {
  return (
    <DocumentsShell>
      <InternalDocumentsPage />
    </DocumentsShell>
  );
}
