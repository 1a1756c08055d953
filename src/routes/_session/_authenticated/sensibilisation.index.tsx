import { createFileRoute } from '@tanstack/react-router';
import { AwarenessPage } from '@/features/resources/awareness-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /sensibilisation: the awareness modules of 'Ressources Steer'. */
export const Route = createFileRoute('/_session/_authenticated/sensibilisation/')({
  component: AwarenessRoute,
});

function AwarenessRoute() {
  const user = useSignedInUser();
  return <AwarenessPage userId={user.id} />;
}
