import { mutationOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api';
import { surveyQueries, type SurveyAnswer, type SurveyOverview } from './queries';

/** The survey's writes as mutation-option factories, beside the queries they feed. */
export const surveyMutations = {
  all: () => ['survey'] as const,
  /** Launches the company's survey (a new record: no scope); the overview answered becomes the company's at once. */
  launch: () =>
    mutationOptions({
      mutationKey: [...surveyMutations.all(), 'launch'],
      mutationFn: (): Promise<SurveyOverview> => unwrap(apiClient.POST('/surveys/company/current')),
      onSuccess: (overview, _variables, _result, { client }) =>
        client.setQueryData(surveyQueries.company().queryKey, overview),
    }),
  /** Sends a visit's anonymous answers with the single-use answer token of its form, in that token's scope. */
  answer: (shareToken: string, answerToken: string) =>
    mutationOptions({
      mutationKey: [...surveyMutations.all(), 'answer', shareToken],
      scope: { id: `survey/answer/${answerToken}` },
      mutationFn: async (answers: SurveyAnswer[]): Promise<void> => {
        await apiClient.POST('/surveys/public/{shareToken}/responses', {
          params: { path: { shareToken } },
          body: { answerToken, answers },
        });
      },
    }),
};
