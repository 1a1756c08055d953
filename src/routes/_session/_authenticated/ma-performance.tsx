import { createFileRoute } from '@tanstack/react-router';
import { companyQueries } from '@/api/queries/companies';
import { dashboardQueries } from '@/api/queries/dashboard';
import { formQueries } from '@/api/queries/form';
import { PerformancePage } from '@/features/action-plan/performance-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /ma-performance: 'Ma performance', scores, perception against diagnosis, levels per question. */
export const Route = createFileRoute('/_session/_authenticated/ma-performance')({
  // The page's data starts with its code, on a hover of its link too; each section shows its own loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId === null) return;
    void queryClient.prefetchQuery(dashboardQueries.results(user.email));
    void queryClient.prefetchQuery(companyQueries.detail(user.companyId));
    void queryClient.prefetchQuery(formQueries.answers());
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <PerformancePage email={user.email} companyId={user.companyId} role={user.role} />;
}
