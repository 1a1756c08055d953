import { createFileRoute } from '@tanstack/react-router';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { actionPlanQueries } from '@/features/action-plan/queries';
import { parsePilotageSearch, type PilotageSearch } from '@/features/action-plan/lever-search';
import { PilotagePage } from '@/features/action-plan/pilotage-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /pilotage: 'Mon pilotage', the action plan as a board of three statuses. */
export const Route = createFileRoute('/_session/_authenticated/pilotage')({
  validateSearch: (search: Record<string, unknown>): PilotageSearch => parsePilotageSearch(search),
  // The board's data starts with its code, on a hover of « Mon pilotage » too; the board shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId === null) return;
    void queryClient.prefetchQuery(actionPlanQueries.plan(user.email));
    void queryClient.prefetchQuery(collaboratorQueries.list());
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  const { action } = Route.useSearch();
  return <PilotagePage email={user.email} companyId={user.companyId} role={user.role} revealId={action ?? null} />;
}
