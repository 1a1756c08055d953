import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { AnswersSummaryPage } from '@/features/diagnosis/answers-summary-page';

/** /diagnosis/loader (login needed): the summary after the last business question. */
export const Route = createFileRoute('/_session/_authenticated/diagnosis/loader')({
  component: AnswersSummaryRoute,
});

function AnswersSummaryRoute() {
  const user = useSignedInUser();
  return <AnswersSummaryPage email={user.email} />;
}
