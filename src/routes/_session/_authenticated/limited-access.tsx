import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { LimitedAccessPage } from '@/features/diagnosis/limited-access-page';

/** /limited-access: the copilote evaluates at the next exchange; the questionnaire can be resumed meanwhile. */
export const Route = createFileRoute('/_session/_authenticated/limited-access')({
  component: LimitedAccessRoute,
});

function LimitedAccessRoute() {
  const user = useSignedInUser();
  return <LimitedAccessPage person={user} />;
}
