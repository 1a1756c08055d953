import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';

/** The questionnaire's one form (spec §7: the form id is always 1). */
export const FORM_ID = 1;

/**
 * The company's answers to the questionnaire, read by the diagnosis (which axes are reached) and by the action plan
 * (the review of the answers, levels, progress). Saving an answer invalidates `formQueries.all()`.
 */
export const formQueries = {
  all: () => ['form', FORM_ID] as const,
  /** The 27 questions with the company's answer or null (proposed extension). */
  answers: () =>
    queryOptions({
      queryKey: [...formQueries.all(), 'answers'] as const,
      queryFn: () =>
        unwrap(apiClient.GET('/form-response/default/{formId}/all', { params: { path: { formId: FORM_ID } } })),
    }),
};
