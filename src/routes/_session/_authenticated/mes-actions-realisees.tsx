import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueries } from '@/api/queries/dashboard';
import { AchievementsPage } from '@/features/action-plan/achievements-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /mes-actions-realisees: 'Mes réalisations', validated actions by axis and level, with a CSV export. */
export const Route = createFileRoute('/_session/_authenticated/mes-actions-realisees')({
  // The page's data starts with its code, on a hover of its link too; the page shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) void queryClient.prefetchQuery(dashboardQueries.validatedGrouped(user.companyId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <AchievementsPage email={user.email} companyId={user.companyId} role={user.role} />;
}
