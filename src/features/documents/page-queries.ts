import { documentQueries } from './queries';

/** The documents pages' queries: the first page of the company's documents (its route's loader starts it). */
export const internalDocumentsPageQueries = () => ({ first: documentQueries.firstPage() });
