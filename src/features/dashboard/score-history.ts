import type { Schemas } from '@/api';
import type { ScoreHistoryDuration } from '@/api/queries/dashboard';
import type { LinePoint } from '@/components/charts';
import { monthlyBestScores as bestScoreOfEachMonth } from '@/lib/format';

const PERIOD_MONTHS: Record<ScoreHistoryDuration, number> = { '3m': 3, '6m': 6, '1y': 12 };

/** 'YYYY-MM' of the month `offset` months after the given one (negative: before), in UTC like the server. */
function shiftMonth(year: number, monthIndex: number, offset: number): string {
  const date = new Date(Date.UTC(year, monthIndex + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** The months of a period ending with the current month, oldest first. */
export function periodMonths(duration: ScoreHistoryDuration, now: Date = new Date()): string[] {
  const count = PERIOD_MONTHS[duration];
  return Array.from({ length: count }, (_, index) =>
    shiftMonth(now.getUTCFullYear(), now.getUTCMonth(), index - (count - 1)),
  );
}

/**
 * The points of the score chart: one per month of the period, the highest score of the month, or null (a gap, not
 * a zero) when the month has none. A month the server leaves out counts as a month without score.
 */
export function monthlyBestScores(
  scores: Schemas['ScoreHistory']['scores'],
  duration: ScoreHistoryDuration,
  now: Date = new Date(),
  /** The company's creation (`created_at`): no empty month before it ('Tout', spec §7 and the contract). */
  since?: string,
): LinePoint[] {
  const count = PERIOD_MONTHS[duration];
  const first = since?.slice(0, 7);
  const all = [...new Set([...periodMonths(duration, now), ...Object.keys(scores)])].sort();
  // 'Tout' runs from the company's creation: every month the server sends since then, however many years.
  const months = (duration === '1y' && first !== undefined ? all : all.slice(-count)).filter(
    (month) => first === undefined || month >= first || (scores[month]?.length ?? 0) > 0,
  );
  const points = bestScoreOfEachMonth(scores, months);
  if (months.length <= 12) return points;
  // Over a year, a month's name needs its year, and the axis names the years (under each January, and the first).
  return points.map((point, index) => {
    const month = months[index] ?? '';
    const year = month.slice(0, 4);
    return {
      ...point,
      label: `${point.label} ${year}`,
      axisLabel: index === 0 || month.endsWith('-01') ? year : undefined,
    };
  });
}
