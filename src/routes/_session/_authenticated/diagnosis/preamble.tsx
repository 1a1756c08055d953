import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { perceptionPageQueries } from '@/features/diagnosis/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';
import { PreamblePage } from '@/features/diagnosis/preamble-page';

/** /diagnosis/preamble (login needed): the introduction to RSE before the perception form. */
export const Route = createFileRoute('/_session/_authenticated/diagnosis/preamble')({
  // The company's details start with the page's code, on a hover of its link too.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) prefetchPageQueries(queryClient, perceptionPageQueries(user.companyId));
  },
  component: PreambleRoute,
});

function PreambleRoute() {
  const user = useSignedInUser();
  return <PreamblePage companyId={user.companyId} />;
}
