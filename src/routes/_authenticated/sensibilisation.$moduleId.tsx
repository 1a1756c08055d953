import { createFileRoute } from '@tanstack/react-router';
import { PAGE_NAMES } from '@/api/queries/page-access';
import { PageAccessGate } from '@/components/layouts/page-access-gate';
import { AwarenessModulePage } from '@/features/resources/awareness-page';
import { useSignedInUser } from './-signed-in-user';

/** /sensibilisation/{moduleId}: one awareness module, screen by screen. */
export const Route = createFileRoute('/_authenticated/sensibilisation/$moduleId')({
  component: AwarenessModuleRoute,
});

function AwarenessModuleRoute() {
  const user = useSignedInUser();
  const { moduleId } = Route.useParams();
  return (
    <PageAccessGate userId={user.id} page={PAGE_NAMES.resources} label="Ressources Steer">
      <AwarenessModulePage userId={user.id} moduleId={moduleId} />
    </PageAccessGate>
  );
}
