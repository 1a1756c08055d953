import { createFileRoute } from '@tanstack/react-router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { PreamblePage } from '@/features/diagnosis/preamble-page';
import { useAtomValue } from '@/lib/jotai';

/** /diagnosis/preamble (login needed): the introduction to RSE before the perception form. */
export const Route = createFileRoute('/_authenticated/diagnosis/preamble')({
  component: PreambleRoute,
});

function PreambleRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <PreamblePage companyId={user.companyId} />;
}
