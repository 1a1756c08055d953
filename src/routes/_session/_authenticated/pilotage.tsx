import { createFileRoute } from '@tanstack/react-router';
import { parsePilotageSearch, type PilotageSearch } from '@/features/action-plan/lever-search';
import { pilotagePageQueries } from '@/features/action-plan/page-queries';
import { PilotagePage } from '@/features/action-plan/pilotage-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /pilotage: 'Mon pilotage', the action plan as a board of three statuses. */
export const Route = createFileRoute('/_session/_authenticated/pilotage')({
  validateSearch: (search: Record<string, unknown>): PilotageSearch => parsePilotageSearch(search),
  // The board's data starts with its code, on a hover of « Mon pilotage » too; the board shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) prefetchPageQueries(queryClient, pilotagePageQueries(user));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  const { action } = Route.useSearch();
  return <PilotagePage email={user.email} companyId={user.companyId} role={user.role} revealId={action ?? null} />;
}
