import { mutationOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api';
import { documentQueries, type CompanyDocument } from './queries';

/** After a write, success or not: the list as the server now has it. */
function rereadList(
  _data: unknown,
  _error: unknown,
  _variables: unknown,
  _result: unknown,
  context: MutationFunctionContext,
) {
  return context.client.invalidateQueries({ queryKey: documentQueries.all() });
}

/** One document's writes (renamed, deleted) run one after the other: the last one asked is the last one sent. */
function documentScope(documentId: number) {
  return { id: `documents/${documentId}` };
}

/**
 * The document writes as mutation-option factories: screens call `useMutation(documentMutations.upload())`. Each
 * re-reads the list once it has settled, so the page shows the server's truth.
 */
export const documentMutations = {
  all: () => ['documents'] as const,
  /** A new document (a new record: no scope, each file its own). */
  upload: () =>
    mutationOptions({
      mutationKey: [...documentMutations.all(), 'upload'],
      mutationFn: (file: File): Promise<CompanyDocument> => {
        const form = new FormData();
        form.append('file', file, file.name);
        // The name travels apart too: some runtimes lose a File's name when they serialise the form.
        form.append('name', file.name);
        return unwrap(
          apiClient.POST('/documents/company', {
            // The typed body only satisfies the contract's shape; what is sent is the multipart form.
            body: { file: file.name, name: file.name },
            bodySerializer: () => form,
          }),
        );
      },
      onSettled: rereadList,
    }),
  rename: (documentId: number) =>
    mutationOptions({
      mutationKey: [...documentMutations.all(), 'rename', documentId],
      scope: documentScope(documentId),
      mutationFn: (name: string) =>
        unwrap(
          apiClient.PATCH('/documents/company/{documentId}', { params: { path: { documentId } }, body: { name } }),
        ),
      onSettled: rereadList,
    }),
  remove: (documentId: number) =>
    mutationOptions({
      mutationKey: [...documentMutations.all(), 'remove', documentId],
      scope: documentScope(documentId),
      mutationFn: async () => {
        await apiClient.DELETE('/documents/company/{documentId}', { params: { path: { documentId } } });
      },
      onSettled: rereadList,
    }),
};
