import { createFileRoute } from '@tanstack/react-router';
import { ApproachPage } from '@/features/action-plan/approach-page';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** /approach: 'Mes progrès', the company's journey step by step and its score history. */
export const Route = createFileRoute('/_authenticated/approach')({
  component: RouteComponent,
});

function RouteComponent() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran; the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <ApproachPage email={user.email} companyId={user.companyId} role={user.role} />;
}
