import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { AnswersSummaryPage } from '@/features/diagnosis/answers-summary-page';
import { answersSummaryPageQueries } from '@/features/diagnosis/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /diagnosis/loader (login needed): the summary after the last business question. */
export const Route = createFileRoute('/_session/_authenticated/diagnosis/loader')({
  // The answers and the results start with the page's code; the page shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    prefetchPageQueries(queryClient, answersSummaryPageQueries(user.email));
  },
  component: AnswersSummaryRoute,
});

function AnswersSummaryRoute() {
  const user = useSignedInUser();
  return <AnswersSummaryPage email={user.email} />;
}
