import { createFileRoute } from '@tanstack/react-router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { PerceptionPage } from '@/features/diagnosis/perception-page';
import { useAtomValue } from '@/lib/jotai';

/** /diagnosis/entreprise (login needed): the company's perception of its RSE policy. */
export const Route = createFileRoute('/_authenticated/diagnosis/entreprise')({
  component: PerceptionRoute,
});

function PerceptionRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <PerceptionPage companyId={user.companyId} />;
}
