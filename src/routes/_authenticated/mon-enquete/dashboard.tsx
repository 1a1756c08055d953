import { createFileRoute } from '@tanstack/react-router';
import { preloadCharts } from '@/components/charts';
import { SurveyDashboardPage } from '@/features/survey/survey-dashboard-page';
import { useSignedInUser } from '../-signed-in-user';

/** /mon-enquete/dashboard: 'Enquête(s) → Tableau de bord', the staff survey's results. */
export const Route = createFileRoute('/_authenticated/mon-enquete/dashboard')({
  // The chart code downloads alongside the survey's data instead of after it.
  loader: () => void preloadCharts().catch(() => undefined),
  component: SurveyDashboardRoute,
});

const ADMIN_ROLES = new Set(['Administrateur principal', 'Administrateur secondaire']);

function SurveyDashboardRoute() {
  const user = useSignedInUser();
  return <SurveyDashboardPage canLaunch={user.role !== null && ADMIN_ROLES.has(user.role)} />;
}
