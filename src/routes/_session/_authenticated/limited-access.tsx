import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { LimitedAccessPage } from '@/features/diagnosis/limited-access-page';
import { limitedAccessPageQueries } from '@/features/diagnosis/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /limited-access: the copilote evaluates at the next exchange; the questionnaire can be resumed meanwhile. */
export const Route = createFileRoute('/_session/_authenticated/limited-access')({
  // Whether the company is evaluated (and the person's page accesses) start with the page's code.
  loader: ({ context: { queryClient, user } }) => {
    if (user.companyId !== null) prefetchPageQueries(queryClient, limitedAccessPageQueries(user));
  },
  component: LimitedAccessRoute,
});

function LimitedAccessRoute() {
  const user = useSignedInUser();
  return <LimitedAccessPage person={user} />;
}
