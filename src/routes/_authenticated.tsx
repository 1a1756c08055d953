import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { Loader } from '@/components/ui';
import { requireAuthenticated } from '@/features/auth/guards';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/** The signed-in group: the authenticated guard, declared once; 'Chargement...' while the session is restored. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireAuthenticated,
  pendingComponent: () => <Loader minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AuthenticatedShell,
});

function AuthenticatedShell() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows later changes (profile, company joined); the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return (
    <AppLayout userName={user}>
      <Outlet />
    </AppLayout>
  );
}
