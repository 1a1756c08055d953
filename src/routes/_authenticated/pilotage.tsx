import { createFileRoute } from '@tanstack/react-router';
import { parsePilotageSearch, type PilotageSearch } from '@/features/action-plan/lever-search';
import { PilotagePage } from '@/features/action-plan/pilotage-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /pilotage: 'Mon pilotage', the action plan as a board of three statuses. */
export const Route = createFileRoute('/_authenticated/pilotage')({
  validateSearch: (search: Record<string, unknown>): PilotageSearch => parsePilotageSearch(search),
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  const { action } = Route.useSearch();
  return <PilotagePage email={user.email} companyId={user.companyId} role={user.role} revealId={action ?? null} />;
}
