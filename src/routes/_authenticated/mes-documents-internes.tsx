import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { InternalDocumentsPage } from '@/features/documents/internal-documents-page';
import { useSignedInUser } from './-signed-in-user';

/** /mes-documents-internes: the company's own documents. */
export const Route = createFileRoute('/_authenticated/mes-documents-internes')({
  component: InternalDocumentsRoute,
});

function InternalDocumentsRoute() {
  const user = useSignedInUser();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.documents} label="Mes documents">
      <DocumentsShell>
        <InternalDocumentsPage />
      </DocumentsShell>
    </PageAccessGate>
  );
}
