import { queryOptions } from '@tanstack/react-query';
import { apiClient, type Schemas } from '@/api';
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

export async function downloadDocument(documentId: number): Promise<Blob> {
  const { data } = await apiClient.GET('/documents/company/{documentId}/file', {
    params: { path: { documentId } },
    parseAs: 'blob',
  });
  if (!data) throw new Error('Fichier vide');
  return data;
}
