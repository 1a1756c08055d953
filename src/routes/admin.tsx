import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { LoadingBlock } from '@/components/ui/spinner';
import { AdminPanel } from '@/features/admin/admin-panel';
import { requirePlatformAdmin } from '@/features/auth/guards';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';
import { adminPageQueries } from '@/features/admin/page-queries';

/** /admin: only an ACTIVE platform admin (anyone else goes to /login); its own shell, outside the signed-in group. */
export const Route = createFileRoute('/admin')({
  beforeLoad: requirePlatformAdmin,
  pendingComponent: () => <LoadingBlock minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  // The users' list starts as soon as the guard has let the admin in.
  loader: ({ context: { queryClient, user } }) => {
    prefetchPageQueries(queryClient, adminPageQueries(user.id));
  },
  component: AdminRoute,
});

function AdminRoute() {
  const user = useSignedInUser();
  return (
    <AppLayout userName={user} homeTo="/admin">
      <AdminPanel requesterId={user.id} />
    </AppLayout>
  );
}
