import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '@/api/queries/dashboard';
import { QueryState } from '@/components/ui';
import { ActionsSection } from './actions-section';
import { dashboardContent } from './content';
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
    <div className="dashboard">
      <h1 className="dashboard__title">{dashboardContent.title}</h1>
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
    </div>
  );
}

/** The scores, the not-evaluated-yet message (404), the loader, or a failure with 'Réessayer'. */
export function ScoreSection({ email }: { email: string }) {
  const results = useQuery(dashboardQueries.results(email));
  return (
    // As tall as the scores it stands for (dashboard.css): the history chart below does not move when they come.
    <QueryState
      query={results}
      what="vos scores"
      minHeight="var(--score-summary-height)"
      notFound={<NotEvaluatedYet />}
    >
      {(data) => <ScoreSummary results={data} />}
    </QueryState>
  );
}
