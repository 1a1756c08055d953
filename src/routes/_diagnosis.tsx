import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingBlock } from '@/components/ui/spinner';
import { currentUser, ensureSessionRestored } from '@/features/auth/session';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';
import { SignedInShell } from './-signed-in-shell';

/**
 * The axis intros and question pages: not login-guarded in the spec's route table, yet every question call needs a
 * token. The session is restored as on any page; a signed-in person gets the one signed-in shell (menu, page access,
 * collaborators and chat), anyone else the public one, and the question pages then show the way to log in instead of
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
  if (!user) {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }
  // The same shell as the signed-in group: menu, page access, collaborators and chat (issue 19).
  return (
    <SignedInShell user={user}>
      <Outlet />
    </SignedInShell>
  );
}
