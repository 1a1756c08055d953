import { createFileRoute } from '@tanstack/react-router';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { actionPlanQueries } from '@/features/action-plan/queries';
import { PilotagePage } from '@/features/action-plan/pilotage-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /pilotage: 'Mon pilotage', the action plan as a board of three statuses. */
export const Route = createFileRoute('/_authenticated/pilotage')({
  // The calls start with the navigation (or on hover, through the router's intent preload), not after the page's code.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(actionPlanQueries.plan(context.user.email));
    void context.queryClient.prefetchQuery(collaboratorQueries.list());
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <PilotagePage email={user.email} companyId={user.companyId} role={user.role} />;
}
