import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import type { AxisSlug } from '@/content/diagnosis/types';
import { QuestionPage } from '@/features/diagnosis/question-page';
import { CompanyRequired, SignInRequired } from '@/features/diagnosis/sign-in-required';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

/**
 * /diagnosis/{axe}/{order}: one question. Spec §5: an order that is not a number, or outside the axis's count, goes
 * to question 1 of the axis. The count is the server's (`GET /form-axe/len`, asked once per axis); the spec's
 * (8/6/6/7) stands in when the server cannot be asked.
 */
export const Route = createFileRoute('/_diagnosis/diagnosis/$axe/$order')({
  // The axes module is read lazily: imported statically, the bundler put it (with the 27 questions it shares a chunk
  // with) into the entry that every page, /login included, downloads.
  beforeLoad: async ({ params, context }) => {
    const [{ axisBySlug, isAxisSlug }, { diagnosisQueries }] = await Promise.all([
      import('@/content/diagnosis/axes'),
      import('@/features/diagnosis/queries'),
    ]);
    const axe = params.axe;
    if (!isAxisSlug(axe)) throw notFound();
    const count = await context.queryClient
      .ensureQueryData(diagnosisQueries.axisLength(axe))
      .catch(() => axisBySlug(axe).questionCount);
    const order = /^\d+$/.test(params.order) ? Number(params.order) : NaN;
    if (!(order >= 1 && order <= count)) {
      throw redirect({ to: '/diagnosis/$axe/$order', params: { axe, order: '1' }, replace: true });
    }
  },
  component: QuestionRoute,
});

function QuestionRoute() {
  const { axe, order } = Route.useParams();
  const { user: restoredUser } = Route.useRouteContext();
  const user = useAtomValue(sessionUserAtom) ?? restoredUser;
  if (!user) return <SignInRequired />;
  if (user.companyId === null) return <CompanyRequired />;
  // beforeLoad let only the four axis slugs through.
  return <QuestionPage key={`${axe}-${order}`} axis={axe as AxisSlug} order={Number(order)} />;
}
