import { createFileRoute } from '@tanstack/react-router';
import { companyIdOfToken } from '@/api/access-token';
import { preloadCharts } from '@/components/charts';
import { currentAccessToken } from '@/features/auth/session';
import { useSessionToken, useSignedInUser } from '@/features/auth/signed-in-user';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { dashboardPageQueries } from '@/features/dashboard/page-queries';
import { prefetchPageQueries } from '@/lib/page-queries';

/**
 * /dashboard. The loader starts every data call and the chart code download without awaiting them: the page shows
 * its own per-section loaders, its not-evaluated-yet state (a 404) and its retries, which a failing loader would
 * replace with the route's error screen.
 */
export const Route = createFileRoute('/_session/_authenticated/dashboard')({
  loader: ({ context }) => {
    const { email, companyId } = context.user;
    if (companyId === null) return;
    const tokenCompanyId = companyIdOfToken(currentAccessToken(context.store));
    prefetchPageQueries(context.queryClient, dashboardPageQueries({ email, companyId, tokenCompanyId }));
    void preloadCharts().catch(() => undefined);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  // Spec §4: the e-mail from the browser-side store, the companyId decoded from the session token (only the score history asks
  // with it: a token the client cannot read leaves that one chart without data, spec §8).
  const user = useSignedInUser();
  const tokenCompanyId = companyIdOfToken(useSessionToken());
  return <DashboardPage email={user.email} companyId={user.companyId} tokenCompanyId={tokenCompanyId} />;
}
