import { apiClient } from '../../../src/api';
import { db, fileStore, findUserByEmail, nextId } from '../../../mocks/db';
import type { ContractCase } from '../harness';
import { CLAIRE, LEA, otherCompanyMember } from '../personas';

const PDF_BYTES = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/**
 * An upload as the browser sends it. The multipart body is written out by hand: under jsdom, FormData and File are
 * jsdom's, which Node's fetch cannot serialise (it would send neither the name nor the bytes).
 */
async function upload(name: string, content: string | Uint8Array, type = 'application/pdf') {
  const boundary = 'steer-contract-boundary';
  const bytes = typeof content === 'string' ? Uint8Array.from(new TextEncoder().encode(content)) : content;
  const head = Uint8Array.from(
    new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
  );
  const tail = Uint8Array.from(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return apiClient.POST('/documents/company', {
    body: { file: name },
    bodySerializer: () => body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** Stores a document of the company of `email` directly in the backend, with its bytes; returns its id. */
async function storedDocument(email: string, name = 'Politique RSE.pdf'): Promise<number> {
  const user = findUserByEmail(email);
  if (!user?.companyId) throw new Error(`${email} n'a pas d'entreprise`);
  const fileKey = `contract-${name.replace(/\W/g, '')}-${user.id}-key-000`;
  await fileStore().put(fileKey, new TextEncoder().encode(PDF_BYTES));
  const document = await db.companyDocuments.create({
    id: nextId(db.companyDocuments),
    companyId: user.companyId,
    name,
    mimeType: 'application/pdf',
    size: PDF_BYTES.length,
    uploadedById: user.id,
    fileKey,
  });
  return document.id;
}

let claireDocument = 0;
let otherDocument = 0;

export const cases: ContractCase[] = [
  // ── listCompanyDocuments ──
  {
    operationId: 'listCompanyDocuments',
    name: "list the own company's documents",
    as: CLAIRE,
    expectStatus: 200,
    setup: async () => void (await storedDocument(CLAIRE)),
    call: () => apiClient.GET('/documents/company'),
  },
  {
    operationId: 'listCompanyDocuments',
    name: 'serve a page when asked (proposed paging)',
    as: CLAIRE,
    expectStatus: 200,
    setup: async () => void (await storedDocument(CLAIRE)),
    call: () => apiClient.GET('/documents/company', { params: { query: { offset: 0, limit: 25 } } }),
  },
  {
    operationId: 'listCompanyDocuments',
    name: 'refuse a page over 500 (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => apiClient.GET('/documents/company', { params: { query: { limit: 501 } } }),
  },
  {
    operationId: 'listCompanyDocuments',
    name: "refuse a member whose 'Mes documents' page is off (403)",
    as: LEA,
    expectStatus: 403,
    call: () => apiClient.GET('/documents/company'),
  },
  {
    operationId: 'listCompanyDocuments',
    name: 'refuse an anonymous call (401)',
    expectStatus: 401,
    call: () => apiClient.GET('/documents/company'),
  },

  // ── uploadCompanyDocument ──
  {
    operationId: 'uploadCompanyDocument',
    name: 'store a PDF (201)',
    as: CLAIRE,
    expectStatus: 201,
    call: () => upload('Bilan GES 2025.pdf', PDF_BYTES),
  },
  {
    operationId: 'uploadCompanyDocument',
    name: 'refuse an executable (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => upload('installer.exe', 'MZ', 'application/x-msdownload'),
  },
  {
    operationId: 'uploadCompanyDocument',
    name: 'refuse a file over 10 MB (400)',
    as: CLAIRE,
    expectStatus: 400,
    call: () => upload('scan.pdf', new Uint8Array(10 * 1024 * 1024 + 1)),
  },

  // ── renameCompanyDocument ──
  {
    operationId: 'renameCompanyDocument',
    name: 'rename an own document',
    as: CLAIRE,
    expectStatus: 200,
    setup: async () => void (claireDocument = await storedDocument(CLAIRE)),
    call: () =>
      apiClient.PATCH('/documents/company/{documentId}', {
        params: { path: { documentId: claireDocument } },
        body: { name: 'Politique RSE signée.pdf' },
      }),
  },
  {
    operationId: 'renameCompanyDocument',
    name: 'refuse an empty name (400)',
    as: CLAIRE,
    expectStatus: 400,
    setup: async () => void (claireDocument = await storedDocument(CLAIRE)),
    call: () =>
      apiClient.PATCH('/documents/company/{documentId}', {
        params: { path: { documentId: claireDocument } },
        body: { name: '   ' },
      }),
  },
  {
    operationId: 'renameCompanyDocument',
    name: "refuse another company's document (403)",
    as: CLAIRE,
    expectStatus: 403,
    setup: async () => void (otherDocument = await storedDocument(otherCompanyMember())),
    call: () =>
      apiClient.PATCH('/documents/company/{documentId}', {
        params: { path: { documentId: otherDocument } },
        body: { name: 'Pris.pdf' },
      }),
  },

  // ── deleteCompanyDocument ──
  {
    operationId: 'deleteCompanyDocument',
    name: 'delete an own document (204)',
    as: CLAIRE,
    expectStatus: 204,
    setup: async () => void (claireDocument = await storedDocument(CLAIRE)),
    call: () =>
      apiClient.DELETE('/documents/company/{documentId}', { params: { path: { documentId: claireDocument } } }),
  },
  {
    operationId: 'deleteCompanyDocument',
    name: 'answer 404 for a document that does not exist',
    as: CLAIRE,
    expectStatus: 404,
    call: () => apiClient.DELETE('/documents/company/{documentId}', { params: { path: { documentId: 999 } } }),
  },

  // ── downloadCompanyDocument ──
  {
    operationId: 'downloadCompanyDocument',
    name: 'download the bytes of an own document',
    as: CLAIRE,
    expectStatus: 200,
    setup: async () => void (claireDocument = await storedDocument(CLAIRE)),
    call: () =>
      apiClient.GET('/documents/company/{documentId}/file', {
        params: { path: { documentId: claireDocument } },
        parseAs: 'blob',
      }),
  },
  {
    operationId: 'downloadCompanyDocument',
    name: "refuse another company's file (403)",
    as: CLAIRE,
    expectStatus: 403,
    setup: async () => void (otherDocument = await storedDocument(otherCompanyMember())),
    call: () =>
      apiClient.GET('/documents/company/{documentId}/file', {
        params: { path: { documentId: otherDocument } },
        parseAs: 'blob',
      }),
  },
];
