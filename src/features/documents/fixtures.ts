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

/** Three documents of Verdance Conseil's staff, of three kinds, as the stories show them. */
export const STORY_DOCUMENTS: readonly CompanyDocument[] = [
  {
    id: 3,
    name: 'Bilan GES 2025 - scopes 1 et 2.pdf',
    mimeType: 'application/pdf',
    size: 1_482_113,
    uploadedBy: 'Hugo Bernard',
    uploadedAt: '2026-11-18T10:12:00.000Z',
  },
  {
    id: 2,
    name: 'Index égalité 2026.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 48_920,
    uploadedBy: 'Claire Martin',
    uploadedAt: '2026-10-02T15:40:00.000Z',
  },
  {
    id: 1,
    name: 'Photo atelier Fresque du Climat.jpg',
    mimeType: 'image/jpeg',
    size: 3_204_551,
    uploadedBy: 'Léa Petit',
    uploadedAt: '2026-09-12T08:05:00.000Z',
  },
];
