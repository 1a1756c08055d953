import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';

export type SurveyOverview = Schemas['CompanySurveyOverview'];
export type CompanySurvey = Schemas['CompanySurvey'];
export type SurveyResults = Schemas['SurveyResults'];
export type SurveyQuestion = Schemas['SurveyQuestion'];
export type PublicSurvey = Schemas['PublicSurvey'];
export type SurveyAnswer = Schemas['SurveyAnswer'];

/** The staff survey (proposed extension, tag `extensions`). */
export const surveyQueries = {
  all: () => ['survey'] as const,
  /** The company's survey and its aggregated results (survey null until launched). */
  company: () =>
    queryOptions({
      queryKey: [...surveyQueries.all(), 'company'] as const,
      queryFn: () => unwrap(apiClient.GET('/surveys/company/current')),
    }),
  /**
   * The public form of a share link. Each fetch issues a new single-use answer token, so it is fetched once per
   * visit: never refetched in the background, never retried.
   */
  publicForm: (shareToken: string) =>
    queryOptions({
      queryKey: [...surveyQueries.all(), 'public', shareToken] as const,
      queryFn: () => unwrap(apiClient.GET('/surveys/public/{shareToken}', { params: { path: { shareToken } } })),
      staleTime: Infinity,
      // Kept long enough to go from the route's loader (or a hover's preload) to the page; the route forgets it
      // when the person leaves (`onLeave`), so every visit asks for a fresh answer token.
      gcTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
