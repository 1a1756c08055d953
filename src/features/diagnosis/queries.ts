import { queryOptions } from '@tanstack/react-query';
import { apiClient, isApiError, unwrap, type Schemas } from '@/api';
import { FORM_ID } from '@/api/queries/form';

export type NextQuestionResponse = Schemas['NextQuestionResponse'];

/** Query-option factories of the diagnosis calls: the company's perception, questions, answers, axis access. */
export const diagnosisQueries = {
  all: () => ['diagnosis'] as const,
  /** Where the company stands: the next unanswered question, or a message. Always asked afresh. */
  currentPosition: () =>
    queryOptions({
      queryKey: [...diagnosisQueries.all(), 'current-position'] as const,
      queryFn: () => unwrap(apiClient.GET('/form/current/{formId}', { params: { path: { formId: FORM_ID } } })),
      staleTime: 0,
    }),
  /** How many questions the server has for an axis (`GET /form-axe/len`): the question pages' range. */
  axisLength: (axe: Schemas['FormAxeName']) =>
    queryOptions({
      queryKey: [...diagnosisQueries.all(), 'axis-length', axe] as const,
      queryFn: () => unwrap(apiClient.GET('/form-axe/len', { params: { query: { axe } } })),
      staleTime: Infinity,
    }),
  /** The server's question at this position (its id); a 400 means the order is out of the axis. */
  question: (axe: number, order: number) =>
    queryOptions({
      queryKey: [...diagnosisQueries.all(), 'question', axe, order] as const,
      queryFn: () => unwrap(apiClient.GET('/form-question', { params: { query: { axe, question: order } } })),
      // A 400 is an answer (out of range), not a hiccup: the page redirects at once.
      retry: (count, error) => !(isApiError(error) && error.status === 400) && count < 2,
    }),
  /** The company's saved answer to a question, or null when there is none yet (the server answers 400). */
  answer: (questionId: number) =>
    queryOptions({
      queryKey: [...diagnosisQueries.all(), 'answer', questionId] as const,
      queryFn: async (): Promise<string | null> => {
        try {
          const data = await unwrap(
            apiClient.GET('/form-response/default/{formId}', {
              params: { path: { formId: FORM_ID }, query: { question: questionId } },
            }),
          );
          return data.content;
        } catch (error) {
          if (isApiError(error) && error.status === 400) return null;
          throw error;
        }
      },
    }),
  /** Whether an axis is open to this company (the banner asks before switching). */
  availability: (axe: number) =>
    queryOptions({
      queryKey: [...diagnosisQueries.all(), 'availability', axe] as const,
      queryFn: () => unwrap(apiClient.GET('/form-axe/available/{axe}', { params: { path: { axe } } })),
      staleTime: 0,
    }),
};

/** « Aucune réponse trouvée pour ce formulaire. »: the company has answered nothing yet. */
export function isNoAnswerAtAll(position: NextQuestionResponse): boolean {
  return 'message' in position && /aucune réponse/i.test(position.message);
}
