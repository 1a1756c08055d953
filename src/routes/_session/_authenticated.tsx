import { Navigate, Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { isPlatformAdmin } from '@/domain/permissions';
import { requireAuthenticated, type GuardArgs } from '@/features/auth/guards';
import { LOGIN_PAGE } from '@/features/auth/session';
import { useSessionUser } from '@/features/auth/signed-in-user';

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
 * The guarded group, inside the session's layout (which renders the shell): the authenticated guard, declared once,
 * and no dead end for a user without a company: every page of the group sends them to the onboarding.
 */
export const Route = createFileRoute('/_session/_authenticated')({
  beforeLoad: requireOnboarded,
  component: Guarded,
});

/**
 * The group's pages read the person with `useSignedInUser`: none of them renders without one. A session that ended
 * between the guard and this render (refused on renewal) leads to /login, as the guard would have.
 */
function Guarded() {
  const user = useSessionUser();
  if (!user) return <Navigate {...LOGIN_PAGE} replace />;
  return <Outlet />;
}
