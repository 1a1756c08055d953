import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { perceptionPageQueries } from '@/features/diagnosis/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';
import { PerceptionPage } from '@/features/diagnosis/perception-page';

/** /diagnosis/entreprise (login needed): the company's perception of its RSE policy. */
export const Route = createFileRoute('/_session/_authenticated/diagnosis/entreprise')({
  // The company's details start with the page's code, on a hover of its link too.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) prefetchPageQueries(queryClient, perceptionPageQueries(user.companyId));
  },
  component: PerceptionRoute,
});

function PerceptionRoute() {
  const user = useSignedInUser();
  return <PerceptionPage companyId={user.companyId} />;
}
