import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { SideMenu } from '@/components/layouts/side-menu';
import { Loader } from '@/components/ui';
import { ProfilePopup } from '@/features/account/profile-popup';
import { requireAuthenticated } from '@/features/auth/guards';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue, useSetAtom } from '@/lib/jotai';

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
  const setSessionUser = useSetAtom(sessionUserAtom);
  // Spec §2: the side menu only for a user with a company.
  const sideMenu =
    user.companyId !== null ? (
      <SideMenu user={user} profileDialog={<ProfilePopup user={user} onUserUpdated={setSessionUser} />} />
    ) : undefined;
  return (
    <AppLayout userName={user} sideMenu={sideMenu}>
      <Outlet />
    </AppLayout>
  );
}
