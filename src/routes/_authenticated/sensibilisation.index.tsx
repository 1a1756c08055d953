import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { AwarenessPage } from '@/features/resources/awareness-page';
import { useSignedInUser } from './-signed-in-user';

/** /sensibilisation: the awareness modules of 'Ressources Steer'. */
export const Route = createFileRoute('/_authenticated/sensibilisation/')({
  component: AwarenessRoute,
});

function AwarenessRoute() {
  const user = useSignedInUser();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.resources} label="Ressources Steer">
      <AwarenessPage userId={user.id} />
    </PageAccessGate>
  );
}
