import { createFileRoute } from '@tanstack/react-router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { LimitedAccessPage } from '@/features/diagnosis/limited-access-page';
import { useAtomValue } from '@/lib/jotai';

/** /limited-access: the copilote evaluates at the next exchange; the questionnaire can be resumed meanwhile. */
export const Route = createFileRoute('/_authenticated/limited-access')({
  component: LimitedAccessRoute,
});

function LimitedAccessRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <LimitedAccessPage person={user} />;
}
