import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, isApiError, unwrap, type Schemas } from '@/api';
import { errorMessage } from '@/api/error-message';
import { isOutcomeUnknown, serverTruthAfter } from '@/api/server-truth';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { collaboratorsContent } from './content';
import { grantedPageIds } from './model';

export type AddCollaboratorPayload = Schemas['AddCollaboratorRequest'];
export type UpdateCollaboratorPayload = Schemas['UpdateCollaboratorRequest'];

/** A 200 from update-collaborator whose `success` is false: nothing was changed; `message` may say why. */
export class UpdateNotApplied extends Error {
  override readonly name = 'UpdateNotApplied';
}

/** The popup's writes; both refresh the list and the authorizations so every open view follows. */
export const collaboratorMutations = {
  add: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...collaboratorQueries.all(), 'add'],
      mutationFn: (payload: AddCollaboratorPayload) =>
        serverTruthAfter<Schemas['AddCollaboratorResponse']>(
          () => unwrap(apiClient.POST('/users/add-collaborator', { body: payload })),
          async () => {
            const list = await queryClient.fetchQuery({ ...collaboratorQueries.list(), staleTime: 0 });
            const email = payload.email.toLowerCase();
            const added = list.some((person) => person.email.toLowerCase() === email);
            return added ? { success: true, message: '' } : undefined;
          },
          // A refusal (409: the address already has an account) says for sure this call added no one.
          isOutcomeUnknown,
        ),
      // Settled, not only succeeded: after a failure too, the list shows the server's truth.
      onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorQueries.all() }),
    }),
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...collaboratorQueries.all(), 'update'],
      mutationFn: (payload: UpdateCollaboratorPayload) =>
        serverTruthAfter<Schemas['SuccessMessage']>(
          async () => {
            const answer = await unwrap(apiClient.PATCH('/users/update-collaborator', { body: payload }));
            // The contract answers { success, message }: a 200 with success false changed nothing.
            if (!answer.success) throw new UpdateNotApplied(answer.message);
            return answer;
          },
          // The answer was lost: saved only if the server now holds this role and exactly these pages.
          async () => {
            const list = await queryClient.fetchQuery({ ...collaboratorQueries.list(), staleTime: 0 });
            const email = payload.email.toLowerCase();
            const person = list.find((candidate) => candidate.email.toLowerCase() === email);
            if (!person || person.role !== payload.role) return undefined;
            const held = grantedPageIds(
              await queryClient.fetchQuery({ ...collaboratorQueries.pageAuthorizations(person.id), staleTime: 0 }),
            );
            const wanted = [...new Set(payload.pages)].sort((a, b) => a - b);
            const same = held.length === wanted.length && held.every((id, index) => id === wanted[index]);
            return same ? { success: true, message: '' } : undefined;
          },
          isOutcomeUnknown,
        ),
      // Settled, not only succeeded: a 404 means the list is stale, and the refreshed list shows it.
      onSettled: () => queryClient.invalidateQueries({ queryKey: collaboratorQueries.all() }),
    }),
};

/**
 * The spec only logs these failures (§8); the popup also says what happened, in French, and keeps what was typed.
 * A refusal with a French reason from the server (403, 400) shows that reason.
 */
export function collaboratorErrorMessage(error: unknown, action: 'add' | 'update'): string {
  const { errors } = collaboratorsContent;
  if (error instanceof UpdateNotApplied) return error.message.trim() || errors.updateFailed;
  const refused = isApiError(error) && error.status === 403;
  return errorMessage(error, {
    fallback: refused ? errors.forbidden : action === 'add' ? errors.addFailed : errors.updateFailed,
    noAnswer: errors.network,
    byStatus: { 409: errors.emailTaken, ...(action === 'update' ? { 404: errors.notFound } : {}) },
    serverMessage: [400, 403],
  });
}
