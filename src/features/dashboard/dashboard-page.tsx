import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api';
import { dashboardQueries } from '@/api/queries/dashboard';
import { LoadError, LoadingBlock } from '@/components/ui';
import { ActionsSection } from './actions-section';
import { dashboardContent } from './content';
import { DashboardLayout } from './dashboard-layout';
import { PrioritySection } from './priority-section';
import { ScoreHistoryChart } from './score-history-chart';
import { NoCompanyYet, NotEvaluatedYet, ScoreCard, ScoreSummary } from './score-summary';
import type { DashboardPageProps } from './prefetch';
import './dashboard.css';

export { prefetchDashboard, type DashboardPageProps } from './prefetch';

/**
 * /dashboard, 'Mon tableau de bord dynamique': the scores and their history, the priority plan, the deadlines and
 * achievements. Each block loads, fails and retries on its own.
 */
export function DashboardPage({ email, companyId, tokenCompanyId }: DashboardPageProps) {
  return (
    <DashboardLayout title={dashboardContent.title}>
      {companyId === null ? (
        <ScoreCard>
          <NoCompanyYet />
        </ScoreCard>
      ) : (
        <>
          <ScoreCard>
            <div className="score-top">
              <ScoreSection email={email} />
              <ScoreHistoryChart companyId={tokenCompanyId} />
            </div>
          </ScoreCard>
          <PrioritySection email={email} />
          <ActionsSection email={email} companyId={companyId} />
        </>
      )}
    </DashboardLayout>
  );
}

/** The scores, the not-evaluated-yet message (404), the loader, or a failure with 'Réessayer'. */
export function ScoreSection({ email }: { email: string }) {
  const { data: results, error, refetch, isFetching } = useQuery(dashboardQueries.results(email));
  const notEvaluated = isApiError(error) && error.status === 404;

  useEffect(() => {
    // Spec §8 logs a dashboard fetch error; the section then offers a retry instead of an endless loader.
    if (error && !notEvaluated) console.error('[dashboard] Impossible de charger les scores', error);
  }, [error, notEvaluated]);

  if (results) return <ScoreSummary results={results} />;
  if (notEvaluated) return <NotEvaluatedYet />;
  if (error) return <LoadError what="vos scores" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  // As tall as the scores it stands for (dashboard.css): the history chart below does not move when they come.
  return <LoadingBlock minHeight="var(--score-summary-height)" />;
}
