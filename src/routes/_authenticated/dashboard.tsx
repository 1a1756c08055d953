import { createFileRoute } from '@tanstack/react-router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { useAtomValue } from '@/lib/jotai';

/**
 * /dashboard: the scores of the signed-in person's company. No loader prefetch: the page shows its own loader and
 * its own not-evaluated-yet state (a 404), which a failing loader would replace with the route's error screen.
 */
export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <DashboardPage email={user.email} companyId={user.companyId} />;
}
