import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingBlock } from '@/components/ui/spinner';
import { ensureSessionRestored } from '@/features/auth/session';
import { useSessionUser } from '@/features/auth/signed-in-user';
import { SignedInShell } from './_session/-signed-in-shell';

/**
 * The one layout of every page a signed-in person sees: it restores the session ('Chargement...' meanwhile) and
 * renders the signed-in shell (menu, page access, collaborators and chat) once, for its two children: the guarded
 * group (`_authenticated`) and the questionnaire's axis intros and questions, which the spec's route table leaves
 * unguarded. Moving between them (the preamble to an axis intro, the last question to /diagnosis/loader) keeps the
 * shell mounted. Anyone signed out gets the public shell: the question pages then show the way to log in, and the
 * guarded group's guard has already sent them to /login.
 */
export const Route = createFileRoute('/_session')({
  beforeLoad: async ({ context, location }) => {
    await ensureSessionRestored(context.store, location.pathname);
  },
  pendingComponent: () => <LoadingBlock minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: SessionShell,
});

function SessionShell() {
  const user = useSessionUser();
  if (!user) {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }
  return (
    <SignedInShell user={user}>
      <Outlet />
    </SignedInShell>
  );
}
