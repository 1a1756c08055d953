import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { PreamblePage } from '@/features/diagnosis/preamble-page';

/** /diagnosis/preamble (login needed): the introduction to RSE before the perception form. */
export const Route = createFileRoute('/_authenticated/diagnosis/preamble')({
  component: PreambleRoute,
});

function PreambleRoute() {
  const user = useSignedInUser();
  return <PreamblePage companyId={user.companyId} />;
}
