import { Collection } from '@msw/data';
import { recordSchemas, type CollectionName } from './schema';
import { unique } from './unique';

/**
 * The store: one @msw/data collection per entity. Records reference each other by numeric ids, like rows; no
 * @msw/data relations, so a snapshot is plain JSON and persists as is.
 *
 * Reads are synchronous (`findFirst`, `findMany`, `all`); `create` and `update` return promises (they validate
 * against the schema); `delete` is synchronous. Writes are persisted automatically when a Storage is attached (see
 * persistence.ts).
 */
export const db = {
  users: new Collection({ schema: recordSchemas.users, extensions: [unique('users', 'id'), unique('users', 'email')] }),
  companies: new Collection({
    schema: recordSchemas.companies,
    extensions: [unique('companies', 'id'), unique('companies', 'domain')],
  }),
  pages: new Collection({ schema: recordSchemas.pages, extensions: [unique('pages', 'id')] }),
  pageAuthorizations: new Collection({
    schema: recordSchemas.pageAuthorizations,
    extensions: [unique('pageAuthorizations', 'id'), unique('pageAuthorizations', 'userId', 'pageId')],
  }),
  formQuestions: new Collection({
    schema: recordSchemas.formQuestions,
    extensions: [unique('formQuestions', 'id'), unique('formQuestions', 'axe', 'order')],
  }),
  /** One answer per company and question: the diagnostic is the company's, whoever answers. */
  formResponses: new Collection({
    schema: recordSchemas.formResponses,
    extensions: [unique('formResponses', 'id'), unique('formResponses', 'companyId', 'formQuestionId')],
  }),
  /** At most one per company: its latest evaluation. */
  scoreResults: new Collection({
    schema: recordSchemas.scoreResults,
    extensions: [unique('scoreResults', 'companyId')],
  }),
  scoreHistory: new Collection({ schema: recordSchemas.scoreHistory, extensions: [unique('scoreHistory', 'id')] }),
  likedQuestions: new Collection({
    schema: recordSchemas.likedQuestions,
    extensions: [unique('likedQuestions', 'id')],
  }),
  solutions: new Collection({ schema: recordSchemas.solutions, extensions: [unique('solutions', 'id')] }),
  chatTickets: new Collection({ schema: recordSchemas.chatTickets, extensions: [unique('chatTickets', 'id')] }),
  chatMessages: new Collection({ schema: recordSchemas.chatMessages, extensions: [unique('chatMessages', 'id')] }),
  outbox: new Collection({ schema: recordSchemas.outbox, extensions: [unique('outbox', 'id')] }),
  tokens: new Collection({ schema: recordSchemas.tokens, extensions: [unique('tokens', 'token')] }),
  refreshSessions: new Collection({
    schema: recordSchemas.refreshSessions,
    extensions: [unique('refreshSessions', 'id')],
  }),
  levers: new Collection({ schema: recordSchemas.levers, extensions: [unique('levers', 'id')] }),
  kpiOptions: new Collection({ schema: recordSchemas.kpiOptions, extensions: [unique('kpiOptions', 'id')] }),
  companyDocuments: new Collection({
    schema: recordSchemas.companyDocuments,
    extensions: [unique('companyDocuments', 'id'), unique('companyDocuments', 'fileKey')],
  }),
  /** One survey per company. */
  surveys: new Collection({
    schema: recordSchemas.surveys,
    extensions: [unique('surveys', 'id'), unique('surveys', 'companyId'), unique('surveys', 'shareToken')],
  }),
  surveyResponses: new Collection({
    schema: recordSchemas.surveyResponses,
    extensions: [unique('surveyResponses', 'id')],
  }),
  surveyAnswerTokens: new Collection({
    schema: recordSchemas.surveyAnswerTokens,
    extensions: [unique('surveyAnswerTokens', 'token')],
  }),
  notificationPreferences: new Collection({
    schema: recordSchemas.notificationPreferences,
    extensions: [unique('notificationPreferences', 'userId')],
  }),
} satisfies { [Name in CollectionName]: Collection<(typeof recordSchemas)[Name]> };

export type Database = typeof db;

/**
 * A record as the store returns it: the schema's data plus the hidden key @msw/data needs to update or delete that
 * very record (`db.users.update(user, ...)`). Assignable to the plain type (`User`), not the other way round.
 */
export type Stored<Name extends CollectionName> = ReturnType<Database[Name]['all']>[number];
