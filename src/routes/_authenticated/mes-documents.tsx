import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { InternalDocumentsPage } from '@/features/documents/internal-documents-page';
import { useSignedInUser } from './-signed-in-user';

/** /mes-documents: the menu's entry, showing the internal documents tab. */
export const Route = createFileRoute('/_authenticated/mes-documents')({
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const user = useSignedInUser();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.documents} label="Mes documents">
      <DocumentsShell>
        <InternalDocumentsPage />
      </DocumentsShell>
    </PageAccessGate>
  );
}
