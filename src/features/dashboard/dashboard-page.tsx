import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryState } from '@/components/ui';
import { ActionsSection } from './actions-section';
import { dashboardContent } from './content';
import { DashboardLayout } from './dashboard-layout';
import { PrioritySection } from './priority-section';
import { ScoreHistoryChart } from './score-history-chart';
import { NoCompanyYet, NotEvaluatedYet, ScoreCard, ScoreSummary } from './score-summary';
import { dashboardPageQueries, type DashboardPageProps, type DashboardQueries } from './page-queries';
import './dashboard.css';

export type { DashboardPageProps } from './page-queries';

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
        <Sections email={email} companyId={companyId} tokenCompanyId={tokenCompanyId} />
      )}
    </DashboardLayout>
  );
}

/** The page's sections, each reading its own of the queries its route's loader started. */
function Sections({ email, companyId, tokenCompanyId }: DashboardPageProps & { companyId: number }) {
  // Kept as long as the person is: the memoised blocks below are not drawn again for a new but equal list.
  const queries = useMemo(
    () => dashboardPageQueries({ email, companyId, tokenCompanyId }),
    [email, companyId, tokenCompanyId],
  );
  return (
    <>
      <ScoreCard>
        <div className="score-top">
          <ScoreSection queries={queries} />
          <ScoreHistoryChart companyId={tokenCompanyId} />
        </div>
      </ScoreCard>
      <PrioritySection queries={queries} />
      <ActionsSection queries={queries} />
    </>
  );
}

/** The scores, the not-evaluated-yet message (404), the loader, or a failure with 'Réessayer'. */
export function ScoreSection({ queries }: { queries: DashboardQueries }) {
  const results = useQuery(queries.results);
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
