import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, isApiError, unwrap, type Schemas } from '@/api';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { collaboratorsContent } from './content';

export type AddCollaboratorPayload = Schemas['AddCollaboratorRequest'];
export type UpdateCollaboratorPayload = Schemas['UpdateCollaboratorRequest'];

/** The popup's writes; both refresh the list and the authorizations so every open view follows. */
export const collaboratorMutations = {
  add: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...collaboratorQueries.all(), 'add'],
      mutationFn: (payload: AddCollaboratorPayload) =>
        unwrap(apiClient.POST('/users/add-collaborator', { body: payload })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: collaboratorQueries.all() }),
    }),
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...collaboratorQueries.all(), 'update'],
      mutationFn: (payload: UpdateCollaboratorPayload) =>
        unwrap(apiClient.PATCH('/users/update-collaborator', { body: payload })),
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
  const fallback = action === 'add' ? errors.addFailed : errors.updateFailed;
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError) return errors.network;
  if (error.status === 409) return errors.emailTaken;
  if (error.status === 404 && action === 'update') return errors.notFound;
  if (error.status === 400 || error.status === 403) {
    return error.serverMessage ?? (error.status === 403 ? errors.forbidden : fallback);
  }
  return fallback;
}
