import { errorMessage } from '@/api';
import { extensionOf } from '@/lib/document-files';

/** French copy of 'Mes documents'. */
export const documentsContent = {
  title: 'Mes documents',
  intro:
    "Centralisez les pièces de votre démarche RSE pour toute l'équipe et votre copilote, et téléchargez les modèles Steer pour avancer plus vite.",
  tabsLabel: 'Catégories de documents',
  internalTab: 'Documents internes',
  steerTab: 'Documents Steer',
  uploadTitle: 'Déposer un document',
  uploadHint: 'PDF, images et fichiers bureautiques (Word, Excel, PowerPoint, OpenDocument, CSV), 10 Mo au plus.',
  chooseFiles: 'Choisir des fichiers',
  dropHere: 'ou glissez-les ici',
  uploading: (name: string) => `Dépôt de « ${name} » en cours...`,
  uploaded: (name: string) => `« ${name} » a été déposé.`,
  uploadFailed: (name: string, reason: string) => `« ${name} » n'a pas pu être déposé : ${reason}`,
  listTitle: "Documents de l'entreprise",
  pagination: 'Pagination des documents',
  listCaption: "Documents internes de l'entreprise",
  columns: { name: 'Nom', type: 'Type', size: 'Taille', uploadedBy: 'Déposé par', date: 'Date', actions: 'Actions' },
  empty:
    "Aucun document pour le moment. Déposez votre politique RSE, votre bilan carbone ou vos procès-verbaux pour les partager avec l'équipe.",
  loadWhat: "les documents de l'entreprise",
  download: 'Télécharger',
  downloadLabel: (name: string) => `Télécharger ${name}`,
  downloadFailed: (name: string) => `Le téléchargement de « ${name} » a échoué. Réessayez dans un instant.`,
  rename: 'Renommer',
  renameLabel: (name: string) => `Renommer ${name}`,
  renameTitle: 'Renommer le document',
  renameField: 'Nouveau nom',
  renameRequired: 'Donnez un nom au document.',
  renameTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
  renameSave: 'Enregistrer',
  renamed: (name: string) => `Le document s'appelle désormais « ${name} ».`,
  remove: 'Supprimer',
  removeLabel: (name: string) => `Supprimer ${name}`,
  removeTitle: 'Supprimer ce document ?',
  removeConfirm: (name: string) => `« ${name} » sera supprimé pour toute l'entreprise. Cette action est définitive.`,
  removeAction: 'Supprimer définitivement',
  removed: (name: string) => `« ${name} » a été supprimé.`,
  cancel: 'Annuler',
  genericError: 'Une erreur est survenue. Veuillez réessayer.',
  steerIntro:
    'Des modèles prêts à adapter, rédigés par les consultants Steer. Téléchargez-les, complétez-les avec votre équipe puis déposez la version finale dans vos documents internes.',
  templateFormat: (format: string) => `Format ${format}`,
  templateDownload: (title: string) => `Télécharger le modèle « ${title} »`,
} as const;

const TYPE_LABELS: Record<string, string> = {
  pdf: 'PDF',
  png: 'Image PNG',
  jpg: 'Image JPEG',
  jpeg: 'Image JPEG',
  webp: 'Image WebP',
  gif: 'Image GIF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  odt: 'Texte OpenDocument',
  ods: 'Classeur OpenDocument',
  odp: 'Présentation OpenDocument',
  csv: 'CSV',
};

/** A type a person recognises ('PDF', 'Excel') rather than a MIME type. */
export function documentTypeLabel(name: string, mimeType: string): string {
  return TYPE_LABELS[extensionOf(name)] ?? mimeType;
}

/** Why a write failed, in French: the server's message, or the generic one. */
export function failureReason(error: unknown): string {
  return errorMessage(error, { fallback: documentsContent.genericError });
}
