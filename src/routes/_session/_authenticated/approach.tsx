import { createFileRoute } from '@tanstack/react-router';
import { companyQueries } from '@/api/queries/companies';
import { dashboardQueries } from '@/api/queries/dashboard';
import { formQueries } from '@/api/queries/form';
import { actionPlanQueries } from '@/features/action-plan/queries';
import { ApproachPage } from '@/features/action-plan/approach-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /approach: 'Mes progrès', the company's journey step by step and its score history. */
export const Route = createFileRoute('/_session/_authenticated/approach')({
  // The page's data starts with its code, on a hover of its link too; each section shows its own loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId === null) return;
    void queryClient.prefetchQuery(companyQueries.detail(user.companyId));
    void queryClient.prefetchQuery(formQueries.answers());
    void queryClient.prefetchQuery(actionPlanQueries.plan(user.email));
    void queryClient.prefetchQuery(dashboardQueries.results(user.email));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <ApproachPage email={user.email} companyId={user.companyId} role={user.role} />;
}
