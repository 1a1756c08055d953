import { Navigate, Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { LoadingBlock } from '@/components/ui/spinner';
import { isPlatformAdmin } from '@/domain/permissions';
import { requireAuthenticated, type GuardArgs } from '@/features/auth/guards';
import { useSessionUser } from '@/features/auth/signed-in-user';
import { SignedInShell } from './-signed-in-shell';

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
  pendingComponent: () => <LoadingBlock minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AuthenticatedShell,
});

/**
 * The group's pages read the person with `useSignedInUser`: none of them renders without one. A session that ended
 * between the guard and this first render (refused on renewal) leads to /login, as the guard would have.
 */
function AuthenticatedShell() {
  const user = useSessionUser();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <SignedInShell user={user}>
      <Outlet />
    </SignedInShell>
  );
}
