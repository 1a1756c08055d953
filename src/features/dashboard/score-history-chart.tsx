import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companyQueries } from '@/api/queries/companies';
import { dashboardQueries, type ScoreHistoryDuration } from '@/api/queries/dashboard';
import { ChartFigure, ChartSlot, LineChart } from '@/components/charts';
import { QueryState, SegmentedControl, Spinner } from '@/components/ui';
import { scoreHistoryContent } from './content';
import { formatScore } from '@/lib/format';
import { monthlyBestScores } from './score-history';
import './dashboard.css';

export interface ScoreHistoryChartProps {
  /** The company whose history is drawn, as the session token gives it; null when it does not (nothing to draw). */
  companyId: number | null;
  /** Period shown first (6 months unless told otherwise). */
  initialPeriod?: ScoreHistoryDuration;
}

/**
 * 'Évolution de votre score RSE': the best score of each month over 3 or 6 months, or since the company was created
 * ('Tout', a year at most), a gap for a month without one. Switching period keeps the previous curve on screen (dimmed) until the new one arrives.
 */
export function ScoreHistoryChart({ companyId, ...props }: ScoreHistoryChartProps) {
  // Spec §8: the chart ignores a token it cannot decode; it says so in its place instead of staying blank.
  if (companyId === null) {
    return (
      <div className="score-history">
        <ChartFigure
          title={scoreHistoryContent.title}
          headingLevel={3}
          emptyText={scoreHistoryContent.noCompanyInToken}
        />
      </div>
    );
  }
  return <ScoreHistoryLine companyId={companyId} {...props} />;
}

function ScoreHistoryLine({
  companyId,
  initialPeriod = scoreHistoryContent.defaultPeriod,
}: ScoreHistoryChartProps & { companyId: number }) {
  const [period, setPeriod] = useState<ScoreHistoryDuration>(initialPeriod);
  const query = useQuery({ ...dashboardQueries.scoreHistory(companyId, period), placeholderData: keepPreviousData });
  // 'Tout' starts at the company's creation, not twelve months back (openapi.yaml, getCompanyAllData); without the
  // date (a failed call) it shows the year.
  const wholeHistory = period === '1y';
  const company = useQuery({ ...companyQueries.allData(companyId), enabled: wholeHistory });
  const since = wholeHistory ? company.data?.created_at : undefined;
  const updating = query.isPlaceholderData || (wholeHistory && company.isPending);
  const toggle = (
    <SegmentedControl
      label={scoreHistoryContent.periodsLabel}
      options={scoreHistoryContent.periods}
      value={period}
      onChange={setPeriod}
    />
  );

  return (
    <ChartSlot className="score-history" aria-busy={updating || undefined}>
      <QueryState query={query} what={scoreHistoryContent.what} minHeight="28rem">
        {(history) => {
          const points = monthlyBestScores(history.scores, period, new Date(), since);
          const none = points.every((point) => point.value === null);
          return (
            <div className={updating ? 'score-history__chart score-history__chart--updating' : 'score-history__chart'}>
              <LineChart
                title={scoreHistoryContent.title}
                headingLevel={3}
                description={none ? scoreHistoryContent.noScore : scoreHistoryContent.description}
                actions={
                  <>
                    {updating && <Spinner size="sm" label={scoreHistoryContent.updating} showLabel={false} />}
                    {toggle}
                  </>
                }
                points={points}
                yDomain={[0, 100]}
                yTickStep={10}
                columns={scoreHistoryContent.columns}
                formatValue={formatScore}
                gapText={scoreHistoryContent.gap}
                height={360}
              />
            </div>
          );
        }}
      </QueryState>
    </ChartSlot>
  );
}
