import { mutationOptions } from '@tanstack/react-query';
import { apiClient, isApiError, unwrap, type Schemas } from '@/api';
import { errorMessage } from '@/api/error-message';
import { isOutcomeUnknown, serverTruthAfter } from '@/api/server-truth';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { collaboratorsContent } from './content';
import { grantedPageIds } from './model';

export type AddCollaboratorPayload = Schemas['AddCollaboratorRequest'];
export type UpdateCollaboratorPayload = Schemas['UpdateCollaboratorRequest'];
/** What the edit panel changes of one collaborator: the role and the pages. */
export type CollaboratorChanges = Omit<UpdateCollaboratorPayload, 'email'>;

/** A 200 from update-collaborator whose `success` is false: nothing was changed; `message` may say why. */
export class UpdateNotApplied extends Error {
  override readonly name = 'UpdateNotApplied';
}

/**
 * The popup's writes; both refresh the list and the authorizations so every open view follows. An addition creates a
 * record (no scope: the server refuses a second account for the address); the changes of one collaborator run in
 * their scope, so the last 'Valider' is the one the server keeps.
 */
export const collaboratorMutations = {
  add: () =>
    mutationOptions({
      mutationKey: [...collaboratorQueries.all(), 'add'],
      mutationFn: (payload: AddCollaboratorPayload, { client }) =>
        serverTruthAfter<Schemas['AddCollaboratorResponse']>(
          () => unwrap(apiClient.POST('/users/add-collaborator', { body: payload })),
          async () => {
            const list = await client.fetchQuery({ ...collaboratorQueries.list(), staleTime: 0 });
            const email = payload.email.toLowerCase();
            const added = list.some((person) => person.email.toLowerCase() === email);
            return added ? { success: true, message: '' } : undefined;
          },
          // A refusal (409: the address already has an account) says for sure this call added no one.
          isOutcomeUnknown,
        ),
      // Settled, not only succeeded: after a failure too, the list shows the server's truth.
      onSettled: (_answer, _error, _payload, _result, { client }) =>
        client.invalidateQueries({ queryKey: collaboratorQueries.all() }),
    }),
  /** One collaborator's role and pages, by their e-mail (the contract's key for this call). */
  update: (email: string) =>
    mutationOptions({
      mutationKey: [...collaboratorQueries.all(), 'update', email],
      scope: { id: `collaborators/${email.toLowerCase()}` },
      mutationFn: (changes: CollaboratorChanges, { client }) => {
        const payload: UpdateCollaboratorPayload = { email, ...changes };
        return serverTruthAfter<Schemas['SuccessMessage']>(
          async () => {
            const answer = await unwrap(apiClient.PATCH('/users/update-collaborator', { body: payload }));
            // The contract answers { success, message }: a 200 with success false changed nothing.
            if (!answer.success) throw new UpdateNotApplied(answer.message);
            return answer;
          },
          // The answer was lost: saved only if the server now holds this role and exactly these pages.
          async () => {
            const list = await client.fetchQuery({ ...collaboratorQueries.list(), staleTime: 0 });
            const address = email.toLowerCase();
            const person = list.find((candidate) => candidate.email.toLowerCase() === address);
            if (!person || person.role !== payload.role) return undefined;
            const held = grantedPageIds(
              await client.fetchQuery({ ...collaboratorQueries.pageAuthorizations(person.id), staleTime: 0 }),
            );
            const wanted = [...new Set(payload.pages)].sort((a, b) => a - b);
            const same = held.length === wanted.length && held.every((id, index) => id === wanted[index]);
            return same ? { success: true, message: '' } : undefined;
          },
          isOutcomeUnknown,
        );
      },
      // Settled, not only succeeded: a 404 means the list is stale, and the refreshed list shows it.
      onSettled: (_answer, _error, _changes, _result, { client }) =>
        client.invalidateQueries({ queryKey: collaboratorQueries.all() }),
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
