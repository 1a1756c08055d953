import { NAME_MAX_LENGTH } from '../../src/api/limits';
import { acceptedMimeType, DOCUMENT_FILE_MESSAGES, MAX_DOCUMENT_BYTES } from '../../src/lib/document-files';
import { db, fileStore, nextId, randomToken, type CompanyDocument, type Stored } from '../db';
import { badRequest, forbidden, notFound } from './errors';
import { readJsonObject } from './input';
import type { ApiHttp, Schemas } from './kit';
import { parsePositiveInteger } from './companies';
import { displayNameOf, requirePageAccess } from './page-access';
import { requireCompanyId, requireUser, type StoredUser } from './session';
import { pageOf, requestedPage } from './paging';

/** Proposed extension: the company's internal documents ('Mes documents'), bytes kept in the file store. */

const NAME_MAX = NAME_MAX_LENGTH;
const DOCUMENT_NOT_FOUND = 'Ce document est introuvable : il a peut-être été supprimé.';

export function toCompanyDocument(document: CompanyDocument): Schemas['CompanyDocument'] {
  return {
    id: document.id,
    name: document.name,
    mimeType: document.mimeType,
    size: document.size,
    uploadedBy: displayNameOf(document.uploadedById),
    uploadedAt: document.uploadedAt,
  };
}

/** The caller of every documents operation, once the documents are in memory (a reload reads them last). */
async function documentsCaller(request: Request): Promise<{ user: StoredUser; companyId: number }> {
  const user = await requireUser(request);
  const companyId = requireCompanyId(user);
  requirePageAccess(user, '/mes-documents');
  await db.companyDocuments.whenLoaded();
  return { user, companyId };
}

/**
 * The document named in the path. Unknown ids answer 404; another company's document 403 (its existence is not
 * secret to the platform, its content is).
 */
function ownDocument(companyId: number, rawId: string | undefined): Stored<'companyDocuments'> {
  const id = parsePositiveInteger(rawId);
  const document = id === null ? undefined : db.companyDocuments.findFirst((q) => q.where({ id }));
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  if (document.companyId !== companyId) throw forbidden('Ce document appartient à une autre entreprise.');
  return document;
}

/** A display name: trimmed, no path separators or control characters, at most NAME_MAX_LENGTH (100) characters, like every name of the contract. */
function cleanName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('Donnez un nom au document.');
  const cleaned = [...value]
    .map((character) => (character.charCodeAt(0) < 32 || character === '/' || character === '\\' ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') throw badRequest('Donnez un nom au document.');
  if (cleaned.length > NAME_MAX) throw badRequest(`Le nom du document ne doit pas dépasser ${NAME_MAX} caractères.`);
  return cleaned;
}

async function readUpload(request: Request): Promise<{ file: File; name: string }> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('Envoyez le fichier dans un formulaire multipart (champ « file »).');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Le fichier envoyé est illisible.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw badRequest(DOCUMENT_FILE_MESSAGES.missing);
  const name = form.get('name');
  return { file, name: typeof name === 'string' && name.trim() !== '' ? name : file.name };
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function documentHandlers(http: ApiHttp) {
  return [
    http.get('/documents/company', async ({ request, response }) => {
      const { companyId } = await documentsCaller(request);
      const requested = requestedPage(request);
      const all = db.companyDocuments
        .findMany((q) => q.where({ companyId }))
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
      const page = pageOf(all, requested);
      return response(200).json({ documents: page.items.map(toCompanyDocument) }, page.init);
    }),

    http.post('/documents/company', async ({ request, response }) => {
      const { user, companyId } = await documentsCaller(request);
      const { file, name: rawName } = await readUpload(request);
      const name = cleanName(rawName);
      const mimeType = acceptedMimeType(name, file.type);
      if (mimeType === null) throw badRequest(DOCUMENT_FILE_MESSAGES.wrongType(name));
      if (file.size > MAX_DOCUMENT_BYTES) throw badRequest(DOCUMENT_FILE_MESSAGES.tooLarge(name));
      if (file.size === 0) throw badRequest(DOCUMENT_FILE_MESSAGES.empty);

      const bytes = new Uint8Array(await file.arrayBuffer());
      const fileKey = randomToken();
      await fileStore().put(fileKey, bytes);
      const document = await db.companyDocuments.create({
        id: nextId(db.companyDocuments),
        companyId,
        name,
        mimeType,
        size: bytes.byteLength,
        uploadedById: user.id,
        uploadedAt: new Date().toISOString(),
        fileKey,
      });
      return response(201).json(toCompanyDocument(document));
    }),

    http.patch('/documents/company/{documentId}', async ({ request, params, response }) => {
      const { companyId } = await documentsCaller(request);
      const document = ownDocument(companyId, params.documentId);
      const body = await readJsonObject(request);
      const name = cleanName(body.name);
      const updated = await db.companyDocuments.update(document, {
        data(draft) {
          draft.name = name;
        },
      });
      return response(200).json(toCompanyDocument(updated ?? { ...document, name }));
    }),

    http.delete('/documents/company/{documentId}', async ({ request, params, response }) => {
      const { companyId } = await documentsCaller(request);
      const document = ownDocument(companyId, params.documentId);
      db.companyDocuments.delete(document);
      await fileStore().delete(document.fileKey);
      return response(204).empty();
    }),

    http.get('/documents/company/{documentId}/file', async ({ request, params, response }) => {
      const { companyId } = await documentsCaller(request);
      const document = ownDocument(companyId, params.documentId);
      const bytes = await fileStore().get(document.fileKey);
      if (!bytes) throw notFound('Le contenu de ce document est introuvable sur le serveur.');
      return response.untyped(
        new Response(bytes.slice().buffer, {
          status: 200,
          headers: {
            'Content-Type': document.mimeType,
            'Content-Length': String(bytes.byteLength),
            'Content-Disposition': contentDisposition(document.name),
          },
        }),
      );
    }),
  ];
}
