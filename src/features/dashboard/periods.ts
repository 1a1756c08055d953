import type { ScoreHistoryDuration } from '@/api/queries/dashboard';

/**
 * The score history's period when the dashboard opens (spec: '6 mois'). Apart from the page's copy: the route's
 * loader prefetches that period, and route-level code is bundled into the entry every page downloads.
 */
export const DEFAULT_SCORE_PERIOD: ScoreHistoryDuration = '6m';
