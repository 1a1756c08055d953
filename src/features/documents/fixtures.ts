import type { CompanyDocument } from './queries';

/** Stories and tests build their own documents; the pages never import this module. */
export function buildCompanyDocument(overrides: Partial<CompanyDocument> = {}): CompanyDocument {
  return {
    id: 1,
    name: 'Politique RSE 2026.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    uploadedBy: 'Claire Martin',
    uploadedAt: '2026-10-02T15:40:00.000Z',
    ...overrides,
  };
}

/** A large company's document space: `count` PDFs, newest first. */
export function buildCompanyDocuments(count: number): CompanyDocument[] {
  return Array.from({ length: count }, (_, index) =>
    buildCompanyDocument({ id: count - index, name: `Compte rendu ${count - index}.pdf` }),
  );
}
