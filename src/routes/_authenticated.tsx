import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { SideMenu } from '@/components/layouts/side-menu';
import { Loader } from '@/components/ui';
import { ProfilePopup } from '@/features/account/profile-popup';
import { requireAuthenticated, type GuardArgs } from '@/features/auth/guards';
import { isPlatformAdmin } from '@/features/auth/session';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue, useSetAtom } from '@/lib/jotai';

const ONBOARDING_PATH = '/onboarding';

/** A user without a company goes to the onboarding; a platform admin has no company to create and is left alone. */
async function requireOnboarded(args: GuardArgs) {
  const { user } = await requireAuthenticated(args);
  if (user.companyId === null && !isPlatformAdmin(user) && args.location.pathname !== ONBOARDING_PATH) {
    throw redirect({ to: ONBOARDING_PATH });
  }
  return { user };
}

/**
 * The signed-in group: the authenticated guard, declared once ('Chargement...' while the session is restored), and
 * no dead end for a user without a company: every page of the group sends them to the onboarding.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireOnboarded,
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
