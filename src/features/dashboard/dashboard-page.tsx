import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api';
import { Loader } from '@/components/ui';
import { dashboardContent } from './content';
import { dashboardQueries } from '@/api/queries/dashboard';
import { NoCompanyYet, NotEvaluatedYet, ScoreCard, ScoreSummary } from './score-summary';
import './dashboard.css';

export interface DashboardPageProps {
  /** E-mail of the signed-in person: the scores are those of their company. */
  email: string;
  /** Their company, or null while they have none (nothing to fetch then). */
  companyId: number | null;
}

/** /dashboard: 'Mon tableau de bord dynamique' and its top section, the global score and the four axis scores. */
export function DashboardPage({ email, companyId }: DashboardPageProps) {
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{dashboardContent.title}</h1>
      <ScoreCard>{companyId === null ? <NoCompanyYet /> : <ScoreSection email={email} />}</ScoreCard>
    </div>
  );
}

/** The scores, the not-evaluated-yet message (404), or the loader. */
export function ScoreSection({ email }: { email: string }) {
  const { data: results, error } = useQuery(dashboardQueries.results(email));
  const notEvaluated = isApiError(error) && error.status === 404;

  useEffect(() => {
    // Spec §8: a dashboard fetch error is logged only; the section stays on its loader.
    if (error && !notEvaluated) console.error('[dashboard] Impossible de charger les scores', error);
  }, [error, notEvaluated]);

  if (results) return <ScoreSummary results={results} />;
  if (notEvaluated) return <NotEvaluatedYet />;
  return <Loader />;
}
