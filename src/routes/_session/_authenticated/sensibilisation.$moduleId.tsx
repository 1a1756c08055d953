import { createFileRoute } from '@tanstack/react-router';
import { AwarenessModulePage } from '@/features/resources/awareness-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /sensibilisation/{moduleId}: one awareness module, screen by screen. */
export const Route = createFileRoute('/_session/_authenticated/sensibilisation/$moduleId')({
  component: AwarenessModuleRoute,
});

function AwarenessModuleRoute() {
  const user = useSignedInUser();
  const { moduleId } = Route.useParams();
  return <AwarenessModulePage userId={user.id} moduleId={moduleId} />;
}
