import { redirect } from '@tanstack/react-router';
import type { JotaiStore } from '@/lib/jotai';
import { currentUser, ensureSessionRestored, isPlatformAdmin, landingRouteFor } from './session';

/** What a guard reads from a route's beforeLoad arguments. */
export interface GuardArgs {
  context: { store: JotaiStore };
  location: { pathname: string };
}

/** Authenticated guard: waits for the session restore, then sends anyone without a session to /login. */
export async function requireAuthenticated({ context, location }: GuardArgs) {
  await ensureSessionRestored(context.store, location.pathname);
  const user = currentUser(context.store);
  if (!user) throw redirect({ to: '/login' });
  return { user };
}

/** Guest guard: a signed-in ACTIVE admin goes to /admin, any other signed-in user to /dashboard. */
export async function redirectSignedIn({ context, location }: GuardArgs) {
  await ensureSessionRestored(context.store, location.pathname);
  const user = currentUser(context.store);
  if (user) throw redirect({ to: landingRouteFor(user) });
}

/** /admin guard: only an ACTIVE user with accountAuthLevel ADMIN; anyone else goes to /login. */
export async function requirePlatformAdmin(args: GuardArgs) {
  await ensureSessionRestored(args.context.store, args.location.pathname);
  const user = currentUser(args.context.store);
  if (!user || !isPlatformAdmin(user)) throw redirect({ to: '/login' });
  return { user };
}
