import { redirect } from '@tanstack/react-router';
import type { JotaiStore } from '@/lib/jotai';
import type { QueryClient } from '@tanstack/react-query';
import { isPlatformAdmin } from '@/domain/permissions';
import { currentUser, ensureSessionRestored, landingRouteFor, loginRedirect } from './session';

/** What a guard reads from a route's beforeLoad arguments. */
export interface GuardArgs {
  context: { store: JotaiStore; queryClient: QueryClient };
  location: { pathname: string };
}

/** Authenticated guard: waits for the session restore, then sends anyone without a session to /login. */
export async function requireAuthenticated({ context, location }: GuardArgs) {
  await ensureSessionRestored(context.store, location.pathname);
  const user = currentUser(context.store);
  if (!user) throw loginRedirect();
  return { user };
}

/** Guest guard: a signed-in person goes where they land (an ACTIVE admin to /admin, see `landingRouteFor`). */
export async function redirectSignedIn({ context, location }: GuardArgs) {
  await ensureSessionRestored(context.store, location.pathname);
  const user = currentUser(context.store);
  if (user) throw redirect({ to: await landingRouteFor(user, context.queryClient) });
}

/** /admin guard: only an ACTIVE user with accountAuthLevel ADMIN; anyone else goes to /login. */
export async function requirePlatformAdmin(args: GuardArgs) {
  await ensureSessionRestored(args.context.store, args.location.pathname);
  const user = currentUser(args.context.store);
  if (!user || !isPlatformAdmin(user)) throw loginRedirect();
  return { user };
}
