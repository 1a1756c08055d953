import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { SideMenu } from '@/components/layouts/side-menu';
import { LoadingBlock } from '@/components/ui/spinner';
import { ProfilePopup } from '@/features/account/profile-popup';
import { currentUser, ensureSessionRestored } from '@/features/auth/session';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue, useSetAtom } from '@/lib/jotai';

/**
 * The axis intros and question pages: not login-guarded in the spec's route table, yet every question call needs a
 * token. The session is restored as on any page; a signed-in person gets the signed-in shell (with the left menu when
 * they have a company), anyone else the public one, and the question pages then show the way to log in instead of
 * failing calls.
 */
export const Route = createFileRoute('/_diagnosis')({
  beforeLoad: async ({ context, location }) => {
    await ensureSessionRestored(context.store, location.pathname);
    return { user: currentUser(context.store) };
  },
  pendingComponent: () => <LoadingBlock minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: DiagnosisShell,
});

function DiagnosisShell() {
  const { user: restoredUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? restoredUser;
  const setSessionUser = useSetAtom(sessionUserAtom);
  if (!user) {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }
  // The same shell as the signed-in group: the left menu only for a user with a company (spec §2, §6).
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
