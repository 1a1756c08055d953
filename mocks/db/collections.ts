import type { z } from 'zod';
import { PRIMARY_KEYS, recordSchemas, type CollectionName } from './schema';
import { collection, type Collection, type CollectionOptions } from './table';

type RecordOf<Name extends CollectionName> = z.output<(typeof recordSchemas)[Name]>;
type InputOf<Name extends CollectionName> = z.input<(typeof recordSchemas)[Name]>;

/** A collection of the store: its record schema and primary key read from schema.ts, its unique keys and indexes. */
function table<Name extends CollectionName>(
  name: Name,
  options: Omit<CollectionOptions<RecordOf<Name>, InputOf<Name>>, 'schema' | 'primaryKey'> = {},
): Collection<RecordOf<Name>, InputOf<Name>> {
  // Sound casts: `recordSchemas[name]` is the schema of Name's records, and PRIMARY_KEYS is checked against each
  // record's fields where it is declared; TypeScript cannot follow either through the generic index.
  return collection(name, recordSchemas[name] as unknown as z.ZodType<RecordOf<Name>, InputOf<Name>>, {
    primaryKey: PRIMARY_KEYS[name] as unknown as keyof RecordOf<Name> & string,
    ...options,
  });
}

/**
 * The store: one collection per entity (table.ts), indexed on the lookups the handlers make. Records reference each
 * other by numeric ids, like rows, so a record is plain data and persists as is.
 *
 * Reads are synchronous (`findFirst`, `findMany`, `all`); `create` and `update` return promises (they validate
 * against the schema); `delete` is synchronous. Writes are persisted record by record when a storage is attached (see
 * persistence.ts).
 */
export const db = {
  users: table('users', { unique: [['email']], indexes: ['companyId'] }),
  companies: table('companies', { unique: [['domain']] }),
  pages: table('pages', { indexes: ['softwareId'] }),
  pageAuthorizations: table('pageAuthorizations', { unique: [['userId', 'pageId']], indexes: ['userId'] }),
  formQuestions: table('formQuestions', { unique: [['axe', 'order']] }),
  /** One answer per company and question: the diagnostic is the company's, whoever answers. */
  formResponses: table('formResponses', { unique: [['companyId', 'formQuestionId']], indexes: ['companyId'] }),
  /** At most one per company: its latest evaluation. */
  scoreResults: table('scoreResults'),
  scoreHistory: table('scoreHistory', { indexes: ['companyId'] }),
  likedQuestions: table('likedQuestions', { indexes: ['companyId'] }),
  solutions: table('solutions', { indexes: ['companyId'] }),
  chatTickets: table('chatTickets'),
  chatMessages: table('chatMessages', { indexes: ['ticketId'] }),
  outbox: table('outbox'),
  tokens: table('tokens', { indexes: ['userId'] }),
  refreshSessions: table('refreshSessions', { indexes: ['familyId', 'userId'] }),
  levers: table('levers'),
  kpiOptions: table('kpiOptions', { indexes: ['leverId', 'solutionId'] }),
  companyDocuments: table('companyDocuments', { unique: [['fileKey']], indexes: ['companyId'] }),
  /** One survey per company. */
  surveys: table('surveys', { unique: [['companyId'], ['shareToken']] }),
  surveyResponses: table('surveyResponses', { indexes: ['surveyId'] }),
  surveyAnswerTokens: table('surveyAnswerTokens'),
  notificationPreferences: table('notificationPreferences'),
} satisfies { [Name in CollectionName]: unknown };

export type Database = typeof db;

/** A record as the store returns it: the schema's data (read-only by convention; change it with `update`). */
export type Stored<Name extends CollectionName> = ReturnType<Database[Name]['all']>[number];
