import { createFileRoute } from '@tanstack/react-router';
import { PerformancePage } from '@/features/action-plan/performance-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /ma-performance: 'Ma performance', scores, perception against diagnosis, levels per question. */
export const Route = createFileRoute('/_authenticated/ma-performance')({
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <PerformancePage email={user.email} companyId={user.companyId} role={user.role} />;
}
