/**
 * The contract's length limits (`maxLength` in openapi.yaml), for forms to show before the server refuses: pass
 * `maxLength={FIELD_MAX_LENGTH.firstName}` to a field. A test checks every value against openapi.yaml, and the mock
 * backend enforces the same table for every request body, so a form and the server can never disagree.
 */

/** Names of people and companies, job titles. */
export const NAME_MAX_LENGTH = 100;
/** RFC 5321: a forward or reverse path is at most 256 octets, brackets included. */
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/** Free-text answers of the questionnaire and the company's last initiative: a few well-filled paragraphs. */
export const FREE_TEXT_MAX_LENGTH = 2_000;
/** A message to the copilote (openapi.yaml `ChatEvent.body`). */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
/** A web address, as browsers and search engines reliably handle them. */
export const URL_MAX_LENGTH = 2_048;
/** A company's activity, in a sentence. */
export const SHORT_TEXT_MAX_LENGTH = 255;
/** An indicator's title ('+ Ajouter mon KPI'). */
export const KPI_LABEL_MAX_LENGTH = 160;
/** DNS: a domain name is at most 253 characters. */
export const DOMAIN_MAX_LENGTH = 253;
/** Links' tokens (confirmation, reset) are 43 characters; leave room without accepting megabytes. */
export const LINK_TOKEN_MAX_LENGTH = 512;
/** Short identifiers chosen by the server (a survey question's `q1`...). */
export const ID_MAX_LENGTH = 100;
/** A deposited document: 10 Mo at most (openapi.yaml `CompanyDocument.size`, `MAX_DOCUMENT_BYTES`). */
export const FILE_MAX_LENGTH = 10 * 1024 * 1024;

/**
 * Every text field the client sends, by its name in the contract's request bodies. The mock backend refuses a longer
 * value with `fieldTooLongMessage`; a field of a body the table does not name is still held to ANY_TEXT_MAX_LENGTH.
 */
export const FIELD_MAX_LENGTH = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  surname: NAME_MAX_LENGTH,
  work: NAME_MAX_LENGTH,
  position: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  author: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  currentPassword: PASSWORD_MAX_LENGTH,
  newPassword: PASSWORD_MAX_LENGTH,
  content: FREE_TEXT_MAX_LENGTH,
  last_initiative: FREE_TEXT_MAX_LENGTH,
  body: CHAT_MESSAGE_MAX_LENGTH,
  website: URL_MAX_LENGTH,
  activity: SHORT_TEXT_MAX_LENGTH,
  domain: DOMAIN_MAX_LENGTH,
  token: LINK_TOKEN_MAX_LENGTH,
  /** A KPI of the company's own, as a short indicator title. */
  label: KPI_LABEL_MAX_LENGTH,
  answerToken: LINK_TOKEN_MAX_LENGTH,
  questionId: ID_MAX_LENGTH,
  value: FREE_TEXT_MAX_LENGTH,
  file: FILE_MAX_LENGTH,
} as const satisfies Record<string, number>;

export type LimitedField = keyof typeof FIELD_MAX_LENGTH;

/**
 * The contract's patterns (`pattern` in openapi.yaml), by field: the forms' rules and the mock backend's checks both
 * read them here, and a contract test holds this table to the contract.
 */
export const FIELD_PATTERN = {
  /** One non-space part, an @, another part, a dot and a final part (spec §5). */
  email: String.raw`^[^\s@]+@[^\s@]+\.[^\s@]+$`,
  /** At least 8 characters with a lowercase letter, an uppercase letter, a digit and a special character (spec §5). */
  password: String.raw`^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$`,
  /** A new password follows the sign-up rule. */
  newPassword: String.raw`^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$`,
} as const;

export type PatternField = keyof typeof FIELD_PATTERN;

/** No text value of any request may be longer, whatever its field: the backstop for fields added later. */
export const ANY_TEXT_MAX_LENGTH = 10_000;

/** French names of the fields, for the server's message and the forms' hints. */
export const FIELD_LABELS: Record<LimitedField, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  name: 'Nom',
  surname: 'Nom',
  work: 'Poste',
  position: 'Poste',
  email: 'Adresse e-mail',
  author: 'Auteur',
  password: 'Mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  content: 'Réponse',
  last_initiative: 'Dernière initiative',
  body: 'Message',
  website: 'Site internet',
  activity: 'Activité',
  domain: 'Domaine',
  token: 'Jeton',
  label: 'Libellé du KPI',
  answerToken: 'Jeton de réponse',
  questionId: 'Question',
  value: 'Réponse',
  file: 'Fichier',
};

/** The server's message for a value over its limit (the same words the forms use). */
export function fieldTooLongMessage(label: string, maxLength: number): string {
  return `Le champ « ${label} » ne doit pas dépasser ${maxLength.toLocaleString('fr-FR')} caractères.`;
}

/** The counter a form shows under a limited field, e.g. « 1 850 / 2 000 caractères ». */
export function characterCount(length: number, maxLength: number): string {
  return `${length.toLocaleString('fr-FR')} / ${maxLength.toLocaleString('fr-FR')} caractères`;
}
