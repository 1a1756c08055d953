import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '@/api';
import { isAxisSlug, type AxisSlug } from '@/domain/axis-slugs';
import { currentUser } from '@/features/auth/session';
import { useSessionUser } from '@/features/auth/signed-in-user';
import { QuestionPage, QuestionPagePending } from '@/features/diagnosis/question-page';
import { CompanyRequired, SignInRequired } from '@/features/diagnosis/sign-in-required';

/** Question 1 of an axis: where an order the axis does not have leads (spec §5). */
const firstQuestionOf = (axe: AxisSlug) =>
  redirect({ to: '/diagnosis/$axe/$order', params: { axe, order: '1' }, replace: true });

/**
 * /diagnosis/{axe}/{order}: one question. Spec §5: an order that is not a number, or outside the axis's count, goes
 * to question 1 of the axis. The count is the server's (`GET /form-axe/len`, asked once per axis); the spec's
 * (8/6/6/7) stands in when the server cannot be asked.
 */
export const Route = createFileRoute('/_session/diagnosis/$axe/$order')({
  params: {
    parse: ({ axe, order }) => {
      if (!isAxisSlug(axe)) throw notFound();
      if (!/^\d+$/.test(order)) throw firstQuestionOf(axe);
      return { axe, order };
    },
    stringify: ({ axe, order }) => ({ axe, order }),
  },
  // The axes module is read lazily: imported statically, the bundler put it (with the 27 questions it shares a chunk
  // with) into the entry that every page, /login included, downloads.
  beforeLoad: async ({ params: { axe, order }, context }) => {
    const [{ axisBySlug }, { diagnosisQueries }] = await Promise.all([
      import('@/content/diagnosis/axes'),
      import('@/features/diagnosis/queries'),
    ]);
    const count = await context.queryClient
      .ensureQueryData(diagnosisQueries.axisLength(axe))
      .catch(() => axisBySlug(axe).questionCount);
    if (Number(order) > count || Number(order) < 1) throw firstQuestionOf(axe);
  },
  /**
   * The server's question, its saved answer and, when there is none, where the company stands: an order the server
   * refuses (400) goes to question 1, an unanswered question after an earlier unanswered one goes back to it (spec §4).
   * A call that fails otherwise lets the page show its own message and 'Réessayer'.
   */
  loader: async ({ params: { axe, order }, context: { queryClient, store } }) => {
    const user = currentUser(store);
    if (!user || user.companyId === null) return;
    const [{ axisBySlug }, { diagnosisQueries }, { redirectForUnanswered }] = await Promise.all([
      import('@/content/diagnosis/axes'),
      import('@/features/diagnosis/queries'),
      import('@/features/diagnosis/question-redirect'),
    ]);
    const question = await queryClient
      .ensureQueryData(diagnosisQueries.question(axisBySlug(axe).questionAxe, Number(order)))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 400 && order !== '1') throw firstQuestionOf(axe);
        return null;
      });
    if (!question) return;
    const answer = await queryClient.ensureQueryData(diagnosisQueries.answer(question.id)).catch(() => undefined);
    if (answer !== null) return;
    // Always asked afresh: a position read earlier may predate the last answers.
    const position = await queryClient.fetchQuery(diagnosisQueries.currentPosition()).catch(() => null);
    const unanswered = position && redirectForUnanswered(position, axe, Number(order));
    if (unanswered) throw redirect({ ...unanswered, replace: true });
  },
  // While the loader reads, the page's banner and its spinner, as the page itself showed them before it had its data.
  pendingComponent: QuestionRoutePending,
  pendingMs: 0,
  pendingMinMs: 0,
  component: QuestionRoute,
});

function QuestionRoutePending() {
  const { axe, order } = Route.useParams();
  return <QuestionPagePending axis={axe} order={Number(order)} />;
}

function QuestionRoute() {
  const { axe, order } = Route.useParams();
  const user = useSessionUser();
  if (!user) return <SignInRequired />;
  if (user.companyId === null) return <CompanyRequired />;
  return <QuestionPage key={`${axe}-${order}`} axis={axe} order={Number(order)} />;
}
