import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type Schemas } from '@/api';

export type CompanyDocument = Schemas['CompanyDocument'];

/** Internal documents of the signed-in person's company (proposed extension, tag `extensions`). */
export const documentQueries = {
  all: () => ['documents'] as const,
  list: () =>
    queryOptions({
      queryKey: [...documentQueries.all(), 'list'] as const,
      queryFn: async () => (await unwrap(apiClient.GET('/documents/company'))).documents,
    }),
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
