import { createFileRoute } from '@tanstack/react-router';
import { companyQueries } from '@/api/queries/companies';
import { dashboardQueries } from '@/api/queries/dashboard';
import { formQueries } from '@/api/queries/form';
import { actionPlanQueries } from '@/features/action-plan/queries';
import { ApproachPage } from '@/features/action-plan/approach-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /approach: 'Mes progrès', the company's journey step by step and its score history. */
export const Route = createFileRoute('/_authenticated/approach')({
  // The calls start with the navigation (or on hover, through the router's intent preload), not after the page's code.
  loader: ({ context }) => {
    const { email, companyId } = context.user;
    const prefetch = context.queryClient.prefetchQuery.bind(context.queryClient);
    void prefetch(formQueries.answers());
    void prefetch(actionPlanQueries.plan(email));
    void prefetch(dashboardQueries.results(email));
    if (companyId !== null) void prefetch(companyQueries.detail(companyId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <ApproachPage email={user.email} companyId={user.companyId} role={user.role} />;
}
