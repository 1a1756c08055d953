import { createFileRoute } from '@tanstack/react-router';
import { DocumentsShell } from '@/features/documents/documents-tabs';
import { SteerDocumentsPage } from '@/features/documents/steer-documents-page';

/** /mes-documents-steer: the templates Steer provides. */
export const Route = createFileRoute('/_session/_authenticated/mes-documents-steer')({
  component: SteerDocumentsRoute,
});

function SteerDocumentsRoute() {
  return (
    <DocumentsShell>
      <SteerDocumentsPage />
    </DocumentsShell>
  );
}
