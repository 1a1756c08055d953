import { mutationOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';
import { companyQueries } from '@/api/queries/companies';
import { FORM_ID, formQueries } from '@/api/queries/form';
import { isOutcomeUnknown, serverTruthAfter } from '@/api/server-truth';
import { diagnosisQueries } from './queries';

export type CompanyAxes = Schemas['CompanyAxesRequest'];

/**
 * The diagnosis's writes as mutation-option factories, beside `diagnosisQueries`: screens call
 * `useMutation(diagnosisMutations.saveAnswer(questionId))`. Each write to one record runs in that record's scope: a
 * second write made while the first is on its way is sent once the first is answered, so the last choice stays.
 */
export const diagnosisMutations = {
  all: () => ['diagnosis'] as const,
  /** The perception form ('Vos axes'): the company's four ratings, in the company's scope. */
  saveAxes: (companyId: number) =>
    mutationOptions({
      mutationKey: [...diagnosisMutations.all(), 'axes', companyId],
      scope: { id: `company/${companyId}/axes` },
      mutationFn: (axes: CompanyAxes) =>
        unwrap(apiClient.PUT('/api/companies/{companyId}/axes', { params: { path: { companyId } }, body: axes })),
      onSuccess: (company, _axes, _result, { client }) =>
        client.setQueryData(companyQueries.detail(companyId).queryKey, company),
    }),
  /**
   * The answer to one question (a level chosen, or 'Suivant'). Its writes share the question's scope: two quick
   * clicks on the scale reach the server in the order they were made, whatever order it would answer them in.
   */
  saveAnswer: (questionId: number) =>
    mutationOptions({
      mutationKey: [...diagnosisMutations.all(), 'answer', questionId],
      scope: { id: `diagnosis/answer/${questionId}` },
      // Resolves once the server has the answer: its own answer said so, or a re-read after a lost one does.
      mutationFn: (content: string, { client }) =>
        serverTruthAfter(
          async () => {
            await unwrap(
              apiClient.POST('/form-response/default/{formId}', {
                params: { path: { formId: FORM_ID } },
                body: { responses: [{ formQuestionId: questionId, content }] },
              }),
            );
            return content;
          },
          async () => {
            const saved = await client.fetchQuery({ ...diagnosisQueries.answer(questionId), staleTime: 0 });
            return saved === content ? content : undefined;
          },
          // A refusal (400) says for sure the answer was not saved.
          isOutcomeUnknown,
        ),
      onSuccess: (content, _content, _result, { client }) => {
        client.setQueryData(diagnosisQueries.answer(questionId).queryKey, content);
        void client.invalidateQueries({ queryKey: diagnosisQueries.currentPosition().queryKey });
        void client.invalidateQueries({ queryKey: formQueries.all() });
      },
    }),
};
