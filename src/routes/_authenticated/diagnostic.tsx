import { createFileRoute } from '@tanstack/react-router';
import { EvaluationPage } from '@/features/action-plan/evaluation-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /diagnostic: 'Mon évaluation', a read-only review of the 27 answers with links to change them. */
export const Route = createFileRoute('/_authenticated/diagnostic')({
  component: RouteComponent,
});

function RouteComponent() {
  const user = useSignedInUser();
  return <EvaluationPage email={user.email} companyId={user.companyId} role={user.role} />;
}
