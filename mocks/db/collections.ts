import { recordSchemas, type CollectionName } from './schema';
import { collection } from './table';

/**
 * The store: one collection per entity (table.ts), indexed on the lookups the handlers make. Records reference each
 * other by numeric ids, like rows, so a record is plain data and persists as is.
 *
 * Reads are synchronous (`findFirst`, `findMany`, `all`); `create` and `update` return promises (they validate
 * against the schema); `delete` is synchronous. Writes are persisted record by record when a storage is attached (see
 * persistence.ts).
 */
export const db = {
  users: collection('users', recordSchemas.users, {
    primaryKey: 'id',
    unique: [['email']],
    indexes: ['companyId'],
  }),
  companies: collection('companies', recordSchemas.companies, { primaryKey: 'id', unique: [['domain']] }),
  pages: collection('pages', recordSchemas.pages, { primaryKey: 'id', indexes: ['softwareId'] }),
  pageAuthorizations: collection('pageAuthorizations', recordSchemas.pageAuthorizations, {
    primaryKey: 'id',
    unique: [['userId', 'pageId']],
    indexes: ['userId'],
  }),
  formQuestions: collection('formQuestions', recordSchemas.formQuestions, {
    primaryKey: 'id',
    unique: [['axe', 'order']],
  }),
  /** One answer per company and question: the diagnostic is the company's, whoever answers. */
  formResponses: collection('formResponses', recordSchemas.formResponses, {
    primaryKey: 'id',
    unique: [['companyId', 'formQuestionId']],
    indexes: ['companyId'],
  }),
  /** At most one per company: its latest evaluation. */
  scoreResults: collection('scoreResults', recordSchemas.scoreResults, { primaryKey: 'companyId' }),
  scoreHistory: collection('scoreHistory', recordSchemas.scoreHistory, { primaryKey: 'id', indexes: ['companyId'] }),
  likedQuestions: collection('likedQuestions', recordSchemas.likedQuestions, {
    primaryKey: 'id',
    indexes: ['companyId'],
  }),
  solutions: collection('solutions', recordSchemas.solutions, { primaryKey: 'id', indexes: ['companyId'] }),
  chatTickets: collection('chatTickets', recordSchemas.chatTickets, { primaryKey: 'id' }),
  chatMessages: collection('chatMessages', recordSchemas.chatMessages, { primaryKey: 'id', indexes: ['ticketId'] }),
  outbox: collection('outbox', recordSchemas.outbox, { primaryKey: 'id' }),
  tokens: collection('tokens', recordSchemas.tokens, { primaryKey: 'token', indexes: ['userId'] }),
  refreshSessions: collection('refreshSessions', recordSchemas.refreshSessions, {
    primaryKey: 'id',
    indexes: ['familyId', 'userId'],
  }),
  levers: collection('levers', recordSchemas.levers, { primaryKey: 'id' }),
  kpiOptions: collection('kpiOptions', recordSchemas.kpiOptions, {
    primaryKey: 'id',
    indexes: ['leverId', 'solutionId'],
  }),
  companyDocuments: collection('companyDocuments', recordSchemas.companyDocuments, {
    primaryKey: 'id',
    unique: [['fileKey']],
    indexes: ['companyId'],
  }),
  /** One survey per company. */
  surveys: collection('surveys', recordSchemas.surveys, {
    primaryKey: 'id',
    unique: [['companyId'], ['shareToken']],
  }),
  surveyResponses: collection('surveyResponses', recordSchemas.surveyResponses, {
    primaryKey: 'id',
    indexes: ['surveyId'],
  }),
  surveyAnswerTokens: collection('surveyAnswerTokens', recordSchemas.surveyAnswerTokens, { primaryKey: 'token' }),
  notificationPreferences: collection('notificationPreferences', recordSchemas.notificationPreferences, {
    primaryKey: 'userId',
  }),
} satisfies { [Name in CollectionName]: unknown };

export type Database = typeof db;

/** A record as the store returns it: the schema's data (read-only by convention; change it with `update`). */
export type Stored<Name extends CollectionName> = ReturnType<Database[Name]['all']>[number];
