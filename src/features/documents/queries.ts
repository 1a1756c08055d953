import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';
import { listAnswerOf } from '@/api/paging';

export type CompanyDocument = Schemas['CompanyDocument'];

/** Rows per page: a company's documents run to hundreds, each row with three buttons. */
export const DOCUMENTS_PER_PAGE = 25;

/** Internal documents of the signed-in person's company (proposed extension, tag `extensions`). */
export const documentQueries = {
  all: () => ['documents'] as const,
  /**
   * A page of the documents (proposed paging): the slice and the whole count from a host that pages, the whole list
   * from a host that ignores `offset` and `limit` (the page then windows it itself).
   */
  page: (offset: number, limit: number) =>
    queryOptions({
      queryKey: [...documentQueries.all(), 'page', offset, limit] as const,
      queryFn: async () => {
        const { data, response } = await apiClient.GET('/documents/company', { params: { query: { offset, limit } } });
        return listAnswerOf(data?.documents ?? [], response);
      },
    }),
  /** The page the documents open on (the route's loader starts it, the page reads it). */
  firstPage: () => documentQueries.page(0, DOCUMENTS_PER_PAGE),
};

export async function uploadDocument(file: File): Promise<CompanyDocument> {
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
}

export async function renameDocument(documentId: number, name: string): Promise<CompanyDocument> {
  return unwrap(
    apiClient.PATCH('/documents/company/{documentId}', { params: { path: { documentId } }, body: { name } }),
  );
}

export async function deleteDocument(documentId: number): Promise<void> {
  await apiClient.DELETE('/documents/company/{documentId}', { params: { path: { documentId } } });
}

export async function downloadDocument(documentId: number): Promise<Blob> {
  const { data } = await apiClient.GET('/documents/company/{documentId}/file', {
    params: { path: { documentId } },
    parseAs: 'blob',
  });
  if (!data) throw new Error('Fichier vide');
  return data;
}

/** After a write, success or not: the list as the server now has it. */
const rereadList = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: documentQueries.all() });

/**
 * The document writes as mutation-option factories: screens call `useMutation(documentMutations.upload(queryClient))`.
 * Each re-reads the list once it has settled, so the page shows the server's truth.
 */
export const documentMutations = {
  all: () => ['documents'] as const,
  upload: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...documentMutations.all(), 'upload'],
      mutationFn: uploadDocument,
      onSettled: rereadList(queryClient),
    }),
  rename: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...documentMutations.all(), 'rename'],
      mutationFn: ({ documentId, name }: { documentId: number; name: string }) => renameDocument(documentId, name),
      onSettled: rereadList(queryClient),
    }),
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...documentMutations.all(), 'remove'],
      mutationFn: (document: CompanyDocument) => deleteDocument(document.id),
      onSettled: rereadList(queryClient),
    }),
};
