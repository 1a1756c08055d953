import { createFileRoute } from '@tanstack/react-router';
import { EvaluationPage } from '@/features/action-plan/evaluation-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /diagnostic: 'Mon évaluation', a read-only review of the 27 answers with links to change them. */
export const Route = createFileRoute('/_authenticated/diagnostic')({
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <EvaluationPage email={user.email} companyId={user.companyId} role={user.role} />;
}
