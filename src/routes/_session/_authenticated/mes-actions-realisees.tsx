import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '@/features/action-plan/achievements-page';
import { achievementsPageQueries } from '@/features/action-plan/page-queries';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /mes-actions-realisees: 'Mes réalisations', validated actions by axis and level, with a CSV export. */
export const Route = createFileRoute('/_session/_authenticated/mes-actions-realisees')({
  // The page's data starts with its code, on a hover of its link too; the page shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    const { companyId } = user;
    if (companyId !== null) prefetchPageQueries(queryClient, achievementsPageQueries({ companyId }));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <AchievementsPage email={user.email} companyId={user.companyId} role={user.role} />;
}
