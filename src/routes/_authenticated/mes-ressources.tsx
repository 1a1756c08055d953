import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { ResourcesLibraryPage } from '@/features/resources/resources-library-page';
import { useSignedInUser } from './-signed-in-user';

/** /mes-ressources: 'Ressources Steer', the guide library. */
export const Route = createFileRoute('/_authenticated/mes-ressources')({
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const user = useSignedInUser();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.resources} label="Ressources Steer">
      <ResourcesLibraryPage />
    </PageAccessGate>
  );
}
