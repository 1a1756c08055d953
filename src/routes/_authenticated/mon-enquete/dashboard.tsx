import { createFileRoute } from '@tanstack/react-router';
import { preloadCharts } from '@/components/charts';
import { can } from '@/domain/permissions';
import { SurveyDashboardPage } from '@/features/survey/survey-dashboard-page';
import { useSignedInUser } from '@/features/auth/signed-in-user';

/** /mon-enquete/dashboard: 'Enquête(s) → Tableau de bord', the staff survey's results. */
export const Route = createFileRoute('/_authenticated/mon-enquete/dashboard')({
  // The chart code downloads alongside the survey's data instead of after it.
  loader: () => void preloadCharts().catch(() => undefined),
  component: SurveyDashboardRoute,
});

function SurveyDashboardRoute() {
  const user = useSignedInUser();
  return <SurveyDashboardPage canLaunch={can(user, 'manageSurvey')} />;
}
