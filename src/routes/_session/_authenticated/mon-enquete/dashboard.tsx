import { createFileRoute } from '@tanstack/react-router';
import { preloadCharts } from '@/components/charts';
import { can } from '@/domain/permissions';
import { surveyDashboardPageQueries } from '@/features/survey/page-queries';
import { SurveyDashboardPage } from '@/features/survey/survey-dashboard-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /mon-enquete/dashboard: 'Enquête(s) → Tableau de bord', the staff survey's results. */
export const Route = createFileRoute('/_session/_authenticated/mon-enquete/dashboard')({
  // The survey's data and the chart code start with the page's code, on a hover of its link too.
  loader: ({ context: { queryClient } }) => {
    prefetchPageQueries(queryClient, surveyDashboardPageQueries());
    void preloadCharts().catch(() => undefined);
  },
  component: SurveyDashboardRoute,
});

function SurveyDashboardRoute() {
  const user = useSignedInUser();
  return <SurveyDashboardPage canLaunch={can(user, 'manageSurvey')} />;
}
