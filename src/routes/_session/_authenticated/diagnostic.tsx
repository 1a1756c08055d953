import { createFileRoute } from '@tanstack/react-router';
import { EvaluationPage } from '@/features/action-plan/evaluation-page';
import { evaluationPageQueries } from '@/features/action-plan/page-queries';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /diagnostic: 'Mon évaluation', a read-only review of the 27 answers with links to change them. */
export const Route = createFileRoute('/_session/_authenticated/diagnostic')({
  // The page's data starts with its code, on a hover of its link too; the page shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) prefetchPageQueries(queryClient, evaluationPageQueries());
  },
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <EvaluationPage email={user.email} companyId={user.companyId} role={user.role} />;
}
