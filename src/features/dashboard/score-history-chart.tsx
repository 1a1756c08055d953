import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardQueries, type ScoreHistoryDuration } from '@/api/queries/dashboard';
import { ChartSlot, LineChart } from '@/components/charts';
import { QueryState, SegmentedControl, Spinner } from '@/components/ui';
import { scoreHistoryContent } from './content';
import { formatScore, monthlyBestScores } from './score-history';
import './dashboard.css';

export interface ScoreHistoryChartProps {
  /** The company whose history is drawn. */
  companyId: number;
  /** Period shown first (6 months unless told otherwise). */
  initialPeriod?: ScoreHistoryDuration;
}

/**
 * 'Évolution de votre score RSE': the best score of each month over 3, 6 or 12 months, a gap for a month without
 * one. Switching period keeps the previous curve on screen (dimmed) until the new one arrives.
 */
export function ScoreHistoryChart({
  companyId,
  initialPeriod = scoreHistoryContent.defaultPeriod,
}: ScoreHistoryChartProps) {
  const [period, setPeriod] = useState<ScoreHistoryDuration>(initialPeriod);
  const query = useQuery({ ...dashboardQueries.scoreHistory(companyId, period), placeholderData: keepPreviousData });
  const updating = query.isPlaceholderData;
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
      <QueryState query={query} what={scoreHistoryContent.what} minHeight="22rem">
        {(history) => {
          const points = monthlyBestScores(history.scores, period);
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
