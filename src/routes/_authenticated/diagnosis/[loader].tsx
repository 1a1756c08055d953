import { createFileRoute } from '@tanstack/react-router';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { AnswersSummaryPage } from '@/features/diagnosis/answers-summary-page';
import { useAtomValue } from '@/lib/jotai';

/** /diagnosis/loader (login needed): the summary after the last business question. */
export const Route = createFileRoute('/_authenticated/diagnosis/loader')({
  component: AnswersSummaryRoute,
});

function AnswersSummaryRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <AnswersSummaryPage email={user.email} />;
}
