import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '@/features/action-plan/achievements-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /mes-actions-realisees: 'Mes réalisations', validated actions by axis and level, with a CSV export. */
export const Route = createFileRoute('/_authenticated/mes-actions-realisees')({
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <AchievementsPage email={user.email} companyId={user.companyId} role={user.role} />;
}
