import { createFileRoute } from '@tanstack/react-router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { LoaderPage } from '@/features/diagnosis/loader-page';
import { useAtomValue } from '@/lib/jotai';

/** /diagnosis/loader (login needed): the summary after the last business question. */
export const Route = createFileRoute('/_authenticated/diagnosis/loader')({
  component: LoaderRoute,
});

function LoaderRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <LoaderPage email={user.email} />;
}
