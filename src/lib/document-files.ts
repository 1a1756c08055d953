/**
 * What 'Mes documents' accepts, shared by the upload form (checked before sending) and the mock backend (checked
 * again on receipt, as a real server would): PDF, images and office files, 10 MB at most.
 */

import { formatNumber } from './format';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Accepted extensions and the MIME type each one is served with. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  csv: 'text/csv',
} as const satisfies Record<string, string>;

export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

/** For the file picker's `accept` attribute. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

export const DOCUMENT_FILE_MESSAGES = {
  missing: 'Choisissez un fichier à déposer.',
  empty: 'Ce fichier est vide : vérifiez-le puis déposez-le à nouveau.',
  tooLarge: (name: string) => `« ${name} » dépasse la taille maximale de 10 Mo. Compressez-le ou scindez-le.`,
  wrongType: (name: string) =>
    `« ${name} » n'est pas un format accepté. Déposez un PDF, une image (PNG, JPEG, WebP, GIF) ou un fichier bureautique (Word, Excel, PowerPoint, OpenDocument, CSV).`,
} as const;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isAcceptedExtension(extension: string): extension is DocumentExtension {
  return Object.hasOwn(DOCUMENT_TYPES, extension);
}

/**
 * The MIME type a file is stored and served with, or null when refused. The extension decides: browsers report no
 * type (or a generic one) for many office files, so the reported type only has to agree when it is specific.
 */
export function acceptedMimeType(name: string, reportedType: string): string | null {
  const extension = extensionOf(name);
  if (!isAcceptedExtension(extension)) return null;
  const expected: string = DOCUMENT_TYPES[extension];
  const reported = reportedType.split(';')[0]?.trim().toLowerCase() ?? '';
  const generic = reported === '' || reported === 'application/octet-stream' || reported === 'application/zip';
  if (generic || reported === expected) return expected;
  // Some systems label CSV as Excel, JPEG as image/jpg: tolerate the family, not a different kind of file.
  if (extension === 'csv' && reported === 'application/vnd.ms-excel') return expected;
  if (expected.startsWith('image/') && reported.startsWith('image/')) return expected;
  return null;
}

/** The French message of a file the upload refuses, or null when it may be sent. */
export function documentFileProblem(file: { name: string; size: number; type: string } | null): string | null {
  if (!file) return DOCUMENT_FILE_MESSAGES.missing;
  if (acceptedMimeType(file.name, file.type) === null) return DOCUMENT_FILE_MESSAGES.wrongType(file.name);
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_FILE_MESSAGES.tooLarge(file.name);
  if (file.size === 0) return DOCUMENT_FILE_MESSAGES.empty;
  return null;
}

/** '284 Ko', '1,4 Mo': sizes as a French reader expects them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} Ko`;
  return `${formatNumber(bytes / (1024 * 1024))} Mo`;
}
