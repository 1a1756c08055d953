import { createFileRoute } from '@tanstack/react-router';
import { performancePageQueries } from '@/features/action-plan/page-queries';
import { PerformancePage } from '@/features/action-plan/performance-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /ma-performance: 'Ma performance', scores, perception against diagnosis, levels per question. */
export const Route = createFileRoute('/_session/_authenticated/ma-performance')({
  // The page's data starts with its code, on a hover of its link too; each section shows its own loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    const { email, companyId } = user;
    if (companyId !== null) prefetchPageQueries(queryClient, performancePageQueries({ email, companyId }));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <PerformancePage email={user.email} companyId={user.companyId} role={user.role} />;
}
