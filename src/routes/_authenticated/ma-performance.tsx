import { createFileRoute } from '@tanstack/react-router';
import { PerformancePage } from '@/features/action-plan/performance-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /ma-performance: 'Ma performance', scores, perception against diagnosis, levels per question. */
export const Route = createFileRoute('/_authenticated/ma-performance')({
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <PerformancePage email={user.email} companyId={user.companyId} role={user.role} />;
}
