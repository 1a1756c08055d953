import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '@/features/action-plan/achievements-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /mes-actions-realisees: 'Mes réalisations', validated actions by axis and level, with a CSV export. */
export const Route = createFileRoute('/_authenticated/mes-actions-realisees')({
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <AchievementsPage email={user.email} companyId={user.companyId} role={user.role} />;
}
