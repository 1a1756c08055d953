import { createFileRoute } from '@tanstack/react-router';
import { companyQueries } from '@/api/queries/companies';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { PreamblePage } from '@/features/diagnosis/preamble-page';

/** /diagnosis/preamble (login needed): the introduction to RSE before the perception form. */
export const Route = createFileRoute('/_session/_authenticated/diagnosis/preamble')({
  // The company's details start with the page's code, on a hover of its link too.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) void queryClient.prefetchQuery(companyQueries.detail(user.companyId));
  },
  component: PreambleRoute,
});

function PreambleRoute() {
  const user = useSignedInUser();
  return <PreamblePage companyId={user.companyId} />;
}
