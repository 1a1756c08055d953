import { createFileRoute } from '@tanstack/react-router';
import { menuExpandedAtom } from '@/components/layouts/menu-state';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { loginRedirect, signOut } from '@/features/auth/session';

/**
 * /logout, unguarded (spec §2 and §4 'Logout'): ends the session, then redirects to /login; 'Logout Page' shows
 * meanwhile. Done before the page loads, once per visit (no effect to guard against StrictMode's second run); a
 * link's preload (hovering the menu's 'Se déconnecter') signs nobody out.
 */
export const Route = createFileRoute('/logout')({
  beforeLoad: async ({ context, preload }) => {
    if (preload) return;
    // Signing out is done from the menu, which the pointer holds expanded: remembered so, it would lie spread over
    // the next session's first page until the pointer crossed it. A new session starts it collapsed (spec §2).
    context.store.set(menuExpandedAtom, false);
    await signOut(context.store);
    throw loginRedirect();
  },
  pendingComponent: LogoutPage,
  pendingMs: 0,
  pendingMinMs: 0,
  component: LogoutPage,
});
