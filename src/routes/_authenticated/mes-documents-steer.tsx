import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { SteerDocumentsPage } from '@/features/documents/steer-documents-page';
import { useSignedInUser } from './-signed-in-user';

/** /mes-documents-steer: the templates Steer provides. */
export const Route = createFileRoute('/_authenticated/mes-documents-steer')({
  component: SteerDocumentsRoute,
});

function SteerDocumentsRoute() {
  const user = useSignedInUser();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.documents} label="Mes documents">
      <DocumentsShell>
        <SteerDocumentsPage />
      </DocumentsShell>
    </PageAccessGate>
  );
}
