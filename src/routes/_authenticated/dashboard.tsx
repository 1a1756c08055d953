import { createFileRoute } from '@tanstack/react-router';
import { readAccessToken } from '@/api';
import { companyIdOfToken } from '@/api/access-token';
import { preloadCharts } from '@/components/charts';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { prefetchDashboard } from '@/features/dashboard/prefetch';
import { useAtomValue } from '@/lib/jotai';

/**
 * /dashboard. The loader starts every data call and the chart code download without awaiting them: the page shows
 * its own per-section loaders, its not-evaluated-yet state (a 404) and its retries, which a failing loader would
 * replace with the route's error screen.
 */
export const Route = createFileRoute('/_authenticated/dashboard')({
  loader: ({ context }) => {
    const companyId = companyIdOfToken(readAccessToken());
    prefetchDashboard(context.queryClient, { email: context.user.email, companyId });
    if (companyId !== null) void preloadCharts().catch(() => undefined);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows a company joined since the guard ran (its token is written first); the guard's user covers the
  // first render. Spec §4: the e-mail from the browser-side store, the companyId decoded from the session token.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  return <DashboardPage email={user.email} companyId={companyIdOfToken(readAccessToken())} />;
}
