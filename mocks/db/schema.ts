import { z } from 'zod';
import {
  ACCOUNT_AUTH_LEVELS,
  ACCOUNT_STATUSES,
  AXIS_CODES,
  AXIS_NAMES,
  COLLABORATOR_ROLES,
  EMAIL_KINDS,
  MEMBERSHIP_ROLES,
  PLAN_ACCESS_LEVELS,
  QUESTION_AXES,
  SCORE_RANGES,
  SECTORS,
  SOLUTION_LEVELS,
  SOLUTION_STATUSES,
  TOKEN_KINDS,
} from './constants';
import { PASSWORD_HASH_PATTERN } from './passwords';

/**
 * Record schemas of the mock backend's store. They are the store's contract, not the API's: handlers map records to
 * the wire shapes of openapi.yaml. Defaults only cover what a handler creating a record would otherwise repeat.
 */

const id = z.int().positive();
const isoDateTime = z.iso.datetime();
const now = () => new Date().toISOString();
/** Stored lower-case and trimmed, so lookups compare plain strings. */
const email = z.string().trim().toLowerCase().pipe(z.email());

export const planAccessSchema = z.object({
  id,
  plan: z.string().min(1),
  access: z.enum(PLAN_ACCESS_LEVELS),
});

export const userSchema = z.object({
  id,
  email,
  /**
   * A PBKDF2-SHA256 hash (`pbkdf2-sha256$<iterations>$<salt>$<hash>`, see passwords.ts), never the password itself:
   * the store is persisted in the browser's storage, where anyone at the keyboard can read it.
   */
  password: z.string().regex(PASSWORD_HASH_PATTERN, 'Mot de passe non haché : utilisez hashPassword().'),
  firstName: z.string(),
  lastName: z.string(),
  /** Job title ('work' in the session shape); null until the user attaches to a company. */
  position: z.string().nullable().default(null),
  collaboratorRole: z.enum(COLLABORATOR_ROLES).nullable().default(null),
  membershipRole: z.enum(MEMBERSHIP_ROLES).nullable().default(null),
  accountAuthLevel: z.enum(ACCOUNT_AUTH_LEVELS).default('USER'),
  accountStatus: z.enum(ACCOUNT_STATUSES).default('PENDING_VALIDATION'),
  companyId: id.nullable().default(null),
  planAccess: z.array(planAccessSchema).default([]),
  createdAt: isoDateTime.default(now),
});

export const companySchema = z.object({
  id,
  name: z.string().min(1),
  /** E-mail domain of the company's staff (lower-case); used to find the company of a new user. */
  domain: z.string().trim().toLowerCase().min(3),
  sector: z.enum(SECTORS),
  activity: z.string().default(''),
  website: z.string().default(''),
  employeesNumber: z.int().nonnegative().default(1),
  createdAt: isoDateTime.default(now),
  /** Perception form (axes payload); all null until the form is sent. */
  expectedScore: z.enum(SCORE_RANGES).nullable().default(null),
  primaryAxe: z.enum(AXIS_CODES).nullable().default(null),
  improvementAxe: z.enum(AXIS_CODES).nullable().default(null),
  lastInitiative: z.string().nullable().default(null),
});

export const pageSchema = z.object({
  /** Positional: the 1-based index in the list of the software's pages. */
  id,
  name: z.string().min(1),
  softwareId: id,
});

export const pageAuthorizationSchema = z.object({
  id,
  userId: id,
  pageId: id,
});

export const formQuestionSchema = z.object({
  id,
  /** 2 Gouvernance, 3 Social, 4 Environnement, 5 Business (a plain number, so handlers can query with a parsed param). */
  axe: z
    .int()
    .min(Math.min(...QUESTION_AXES))
    .max(Math.max(...QUESTION_AXES)),
  order: z.int().positive(),
  /** The question's theme; the full question text is static content of the client. */
  title: z.string().min(1),
  /** Free-text questions are optional; the others take a rating '1'..'4'. */
  isFreeText: z.boolean(),
});

export const formResponseSchema = z.object({
  id,
  companyId: id,
  /** Who saved the answer last. */
  userId: id,
  formQuestionId: id,
  /** '1'..'4' for a rated question, any text for a free-text one. */
  content: z.string(),
  updatedAt: isoDateTime.default(now),
});

const axisScore = z.int().min(0).max(25);

export const scoreResultSchema = z.object({
  companyId: id,
  result: z.int().min(0).max(100),
  axe2Result: axisScore,
  axe3Result: axisScore,
  axe4Result: axisScore,
  axe5Result: axisScore,
  evaluatedAt: isoDateTime.default(now),
});

export const scoreHistorySchema = z.object({
  id,
  companyId: id,
  score: z.int().min(0).max(100),
  date: isoDateTime,
});

/** A priority issue (enjeu) the company marked. */
export const likedQuestionSchema = z.object({
  id,
  companyId: id,
  questionTitle: z.string().min(1),
  /** The company's maturity on that question, 0-4 (radar scale). */
  questionLevel: z.int().min(0).max(4),
  axeName: z.enum(AXIS_NAMES),
});

/** An action of the company's action plan. */
export const solutionSchema = z.object({
  id,
  companyId: id,
  /** The action's title. */
  content: z.string().min(1),
  /** HTML; may contain the compass marker (COMPASS_MARKER). */
  description: z.string(),
  status: z.enum(SOLUTION_STATUSES).default('toRealize'),
  /** Calendar date (YYYY-MM-DD) or null when none was set in 'Mon pilotage'. */
  deadline: z.iso.date().nullable().default(null),
  /** Axis name the action belongs to (grouping of 'Mes réalisations'). */
  group: z.string().min(1),
  /** Maturity level the action brings ('Niveau 1'..'Niveau 4'). */
  level: z.string().min(1),
  /** Theme of the question the action answers. */
  questionTitle: z.string().min(1),
  updatedAt: isoDateTime.default(now),
  assigneeId: id.nullable().default(null),
  /** The catalogue lever the action comes from (null: written by the copilote outside the catalogue). */
  leverId: id.nullable().default(null),
  /** The KPI chosen in 'Mon pilotage' (a kpiOptions record), null when none. */
  kpiId: id.nullable().default(null),
});

/** One support ticket per company: its id is the companyId (the chat room id). */
export const chatTicketSchema = z.object({
  id,
  createdAt: isoDateTime.default(now),
});

export const chatMessageSchema = z.object({
  id,
  ticketId: id,
  /** COPILOT_AUTHOR ('admin') for the copilot, otherwise the user's e-mail. */
  author: z.string().min(1),
  body: z.string().min(1),
  createdAt: isoDateTime.default(now),
});

/** An e-mail the mock backend "sent"; the demo console shows them instead of a mailbox. */
export const outboxEmailSchema = z.object({
  id,
  to: email,
  subject: z.string().min(1),
  body: z.string(),
  /** App path the e-mail links to, e.g. /confirm-email?token=... or /reset-password/{token}. */
  link: z.string().startsWith('/'),
  kind: z.enum(EMAIL_KINDS),
  createdAt: isoDateTime.default(now),
});

/**
 * One refresh token of a session. A session (family) starts at login; each refresh rotates its token (the old record
 * gets `rotatedAt`, a new one is created); logout, a replayed rotated-out token or a password change revokes every
 * record of the family (`revokedAt`). Access tokens carry the family as `sid` and die with it.
 */
export const refreshSessionSchema = z.object({
  /** The refresh token's `jti`. */
  id: z.string().min(20),
  familyId: z.string().min(20),
  userId: id,
  expiresAt: isoDateTime,
  createdAt: isoDateTime.default(now),
  rotatedAt: isoDateTime.nullable().default(null),
  revokedAt: isoDateTime.nullable().default(null),
});

export const tokenSchema = z.object({
  /** Random, url-safe, at least 40 characters (the client refuses reset links under 30). */
  token: z
    .string()
    .min(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  kind: z.enum(TOKEN_KINDS),
  userId: id,
  expiresAt: isoDateTime,
  usedAt: isoDateTime.nullable().default(null),
});

/** A lever of the catalogue ('Mes leviers'): a standard action answering one question of the diagnostic. */
export const leverSchema = z.object({
  id,
  formQuestionId: id,
  /** The lever's title; becomes the action's content once added to the plan. */
  content: z.string().min(1),
  /** HTML; may contain the compass marker (COMPASS_MARKER). */
  description: z.string(),
  /** Maturity level the lever brings ('Niveau 1'..'Niveau 4'). */
  level: z.enum(SOLUTION_LEVELS),
});

/**
 * A KPI option of a lever. Catalogue options have no company; '+ Ajouter mon KPI' creates one for a company and one
 * action (the company's own indicator, not offered to other companies or actions).
 */
export const kpiOptionSchema = z.object({
  id,
  leverId: id.nullable(),
  companyId: id.nullable().default(null),
  solutionId: id.nullable().default(null),
  content: z.string().min(1).max(160),
});

// ── extensions: resources, documents, survey ─────────────────────────────────────────────────────────────────────

/** A file a company uploaded to 'Mes documents'; its bytes live in the file store (file-store.ts) under fileKey. */
export const companyDocumentSchema = z.object({
  id,
  companyId: id,
  name: z.string().trim().min(1).max(100),
  mimeType: z.string().min(1),
  size: z.int().positive(),
  uploadedById: id,
  uploadedAt: isoDateTime.default(now),
  /** Random key of the bytes in the file store: ids are reused after a reset, keys never are. */
  fileKey: z.string().min(20),
});

export const surveyQuestionSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  kind: z.enum(['scale', 'choice', 'text']),
  options: z.array(z.string().min(1)),
  required: z.boolean(),
});

/** A company's staff perception survey (one per company). */
export const surveySchema = z.object({
  id,
  companyId: id,
  title: z.string().min(1),
  intro: z.string(),
  /** Token of the public answer link; url-safe. */
  shareToken: z
    .string()
    .min(20)
    .regex(/^[A-Za-z0-9_-]+$/),
  questions: z.array(surveyQuestionSchema).min(1),
  createdAt: isoDateTime.default(now),
});

/** One anonymous answer to a survey: no user, only the values. */
export const surveyResponseSchema = z.object({
  id,
  surveyId: id,
  answers: z.array(z.object({ questionId: z.string().min(1), value: z.string() })),
  submittedAt: isoDateTime.default(now),
});

/** Issued each time the public link is opened; one answer per token. */
export const surveyAnswerTokenSchema = z.object({
  token: z.string().min(20),
  surveyId: id,
  issuedAt: isoDateTime.default(now),
  usedAt: isoDateTime.nullable().default(null),
});

export const notificationPreferencesSchema = z.object({
  userId: id,
  deadlineReminders: z.boolean(),
  copiloteMessages: z.boolean(),
  surveyDigest: z.boolean(),
  resourcesNewsletter: z.boolean(),
  frequency: z.enum(['immediate', 'weekly', 'monthly']),
});

/** Every collection of the store, by name. The order is the load order of a snapshot. */
export const recordSchemas = {
  users: userSchema,
  companies: companySchema,
  pages: pageSchema,
  pageAuthorizations: pageAuthorizationSchema,
  formQuestions: formQuestionSchema,
  formResponses: formResponseSchema,
  scoreResults: scoreResultSchema,
  scoreHistory: scoreHistorySchema,
  likedQuestions: likedQuestionSchema,
  solutions: solutionSchema,
  chatTickets: chatTicketSchema,
  chatMessages: chatMessageSchema,
  outbox: outboxEmailSchema,
  tokens: tokenSchema,
  refreshSessions: refreshSessionSchema,
  levers: leverSchema,
  kpiOptions: kpiOptionSchema,
  companyDocuments: companyDocumentSchema,
  surveys: surveySchema,
  surveyResponses: surveyResponseSchema,
  surveyAnswerTokens: surveyAnswerTokenSchema,
  notificationPreferences: notificationPreferencesSchema,
} as const;

export type CollectionName = keyof typeof recordSchemas;
export const COLLECTION_NAMES = Object.keys(recordSchemas) as CollectionName[];

/**
 * The field that identifies each collection's records: ids, tokens, or the owner of a one-per-owner record. The one
 * source of the keys: the in-memory collections (collections.ts), the IndexedDB object stores and the in-memory
 * storage (record-storage.ts) all read it; `mocks/db/keys.test.ts` holds them to it.
 */
export const PRIMARY_KEYS = {
  users: 'id',
  companies: 'id',
  pages: 'id',
  pageAuthorizations: 'id',
  formQuestions: 'id',
  formResponses: 'id',
  scoreResults: 'companyId',
  scoreHistory: 'id',
  likedQuestions: 'id',
  solutions: 'id',
  chatTickets: 'id',
  chatMessages: 'id',
  outbox: 'id',
  tokens: 'token',
  refreshSessions: 'id',
  levers: 'id',
  kpiOptions: 'id',
  companyDocuments: 'id',
  surveys: 'id',
  surveyResponses: 'id',
  surveyAnswerTokens: 'token',
  notificationPreferences: 'userId',
} as const satisfies { [Name in CollectionName]: keyof z.output<(typeof recordSchemas)[Name]> & string };

/**
 * The demo database's one version: of its records' schemas and of its IndexedDB object stores (Dexie opens the
 * database at this version). Bump it when a record schema changes in a way old saved data would not satisfy, or when
 * the stores change: stored data of another version are then replaced by the seed.
 * 2: passwords stored hashed, refresh sessions kept server-side. 3: the action plan's levers and KPI options, the
 * documents, the staff survey and notification preferences. 4: records in IndexedDB, one object store per collection
 * (the stores' Dexie version was numbered apart until then, 1 then 2: a database of either opens at 4 with its data).
 */
export const SCHEMA_VERSION = 4;

export type User = z.output<typeof userSchema>;
export type PlanAccess = z.output<typeof planAccessSchema>;
export type Company = z.output<typeof companySchema>;
export type Page = z.output<typeof pageSchema>;
export type PageAuthorization = z.output<typeof pageAuthorizationSchema>;
export type FormQuestion = z.output<typeof formQuestionSchema>;
export type FormResponse = z.output<typeof formResponseSchema>;
export type ScoreResult = z.output<typeof scoreResultSchema>;
export type ScoreHistoryEntry = z.output<typeof scoreHistorySchema>;
export type LikedQuestion = z.output<typeof likedQuestionSchema>;
export type Solution = z.output<typeof solutionSchema>;
export type ChatTicket = z.output<typeof chatTicketSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
export type OutboxEmail = z.output<typeof outboxEmailSchema>;
export type Token = z.output<typeof tokenSchema>;
export type RefreshSession = z.output<typeof refreshSessionSchema>;
export type Lever = z.output<typeof leverSchema>;
export type KpiOption = z.output<typeof kpiOptionSchema>;
export type CompanyDocument = z.output<typeof companyDocumentSchema>;
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;
export type Survey = z.output<typeof surveySchema>;
export type SurveyResponse = z.output<typeof surveyResponseSchema>;
export type SurveyAnswerToken = z.output<typeof surveyAnswerTokenSchema>;
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** The plain data of the whole store: what the seed holds and what is persisted. */
export type DatabaseSnapshot = { [Name in CollectionName]: Array<z.output<(typeof recordSchemas)[Name]>> };

export const databaseSnapshotSchema = z.object(
  Object.fromEntries(COLLECTION_NAMES.map((name) => [name, z.array(recordSchemas[name])])) as {
    [Name in CollectionName]: z.ZodArray<(typeof recordSchemas)[Name]>;
  },
);
