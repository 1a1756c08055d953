import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { PerceptionPage } from '@/features/diagnosis/perception-page';

/** /diagnosis/entreprise (login needed): the company's perception of its RSE policy. */
export const Route = createFileRoute('/_authenticated/diagnosis/entreprise')({
  component: PerceptionRoute,
});

function PerceptionRoute() {
  const user = useSignedInUser();
  return <PerceptionPage companyId={user.companyId} />;
}
