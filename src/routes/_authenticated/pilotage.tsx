import { createFileRoute } from '@tanstack/react-router';
import { parsePilotageSearch, type PilotageSearch } from '@/features/action-plan/lever-search';
import { PilotagePage } from '@/features/action-plan/pilotage-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /pilotage: 'Mon pilotage', the action plan as a board of three statuses. */
export const Route = createFileRoute('/_authenticated/pilotage')({
  validateSearch: (search: Record<string, unknown>): PilotageSearch => parsePilotageSearch(search),
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  const { action } = Route.useSearch();
  return <PilotagePage email={user.email} companyId={user.companyId} role={user.role} revealId={action ?? null} />;
}
