import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingBlock } from '@/components/ui/spinner';
import { ensureSessionRestored } from '@/features/auth/session';
import { useSessionUser } from '@/features/auth/signed-in-user';
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
  },
  pendingComponent: () => <LoadingBlock minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: DiagnosisShell,
});

function DiagnosisShell() {
  const user = useSessionUser();
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
