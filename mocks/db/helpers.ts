import { db, type Stored } from './collections';
import { TOKEN_KINDS, type EmailKind, type TokenKind } from './constants';
import type { User } from './schema';

/** Lookups and small write helpers shared by the HTTP handlers and the chat server. */

/** Next free integer id of a collection (max + 1, 1 when empty); ids are never reused while records remain. */
export function nextId(collection: { all(): ReadonlyArray<{ id: number }> }): number {
  let max = 0;
  for (const record of collection.all()) if (record.id > max) max = record.id;
  return max + 1;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain of an e-mail address, lower-case, or null when the address has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return normalizeEmail(email.slice(at + 1));
}

export function findUserByEmail(email: string): Stored<'users'> | undefined {
  const wanted = normalizeEmail(email);
  return db.users.findFirst((q) => q.where({ email: wanted }));
}

export function findUserById(id: number): Stored<'users'> | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

export function findCompanyById(id: number): Stored<'companies'> | undefined {
  return db.companies.findFirst((q) => q.where({ id }));
}

export function findCompanyByDomain(domain: string): Stored<'companies'> | undefined {
  const wanted = normalizeEmail(domain);
  return db.companies.findFirst((q) => q.where({ domain: wanted }));
}

/** The company a user belongs to, if any. */
export function companyOfUser(user: Pick<User, 'companyId'> | number): Stored<'companies'> | undefined {
  const companyId = typeof user === 'number' ? findUserById(user)?.companyId : user.companyId;
  return companyId == null ? undefined : findCompanyById(companyId);
}

/** Made once, on first use: building one costs more than sorting a small company (and start-up needs none). */
let collator: Intl.Collator | undefined;

/** A company's users, sorted by 'firstName lastName' (the collaborator list's order). */
export function collaboratorsOf(companyId: number): Stored<'users'>[] {
  return db.users
    .findMany((q) => q.where({ companyId }))
    .map((user) => ({ user, name: `${user.firstName} ${user.lastName}` }))
    .sort((a, b) => (collator ??= new Intl.Collator('fr', { sensitivity: 'base' })).compare(a.name, b.name))
    .map(({ user }) => user);
}

/** How many users a company has (an index lookup, no sort). */
export function collaboratorCount(companyId: number): number {
  return db.users.count((q) => q.where({ companyId }));
}

/** Ids of the pages a user may open, ascending. */
export function pageIdsOfUser(userId: number): number[] {
  return db.pageAuthorizations
    .findMany((q) => q.where({ userId }))
    .map((authorization) => authorization.pageId)
    .sort((a, b) => a - b);
}

/** Replaces a user's page authorizations with exactly the given page ids (unknown page ids are ignored). */
export async function setPageAuthorizations(userId: number, pageIds: readonly number[]): Promise<number[]> {
  const known = new Set(db.pages.all().map((page) => page.id));
  const wanted = [...new Set(pageIds)].filter((pageId) => known.has(pageId)).sort((a, b) => a - b);
  db.pageAuthorizations.deleteMany((q) => q.where({ userId }));
  for (const pageId of wanted) {
    await db.pageAuthorizations.create({ id: nextId(db.pageAuthorizations), userId, pageId });
  }
  return wanted;
}

/** True when the author of a chat message is the copilot. */
export { isCopilotAuthor } from '../../src/domain/copilot';

const TOKEN_BYTES = 32; // 43 url-safe characters

/** A random url-safe token (base64url of 32 random bytes, 43 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Default lifetimes: a confirmation link lasts two days, a reset link one hour. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  'email-confirmation': 48 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

/** How long an expired e-mail link is remembered: meanwhile it is refused as expired rather than unknown. */
export const EXPIRED_TOKEN_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Drops e-mail tokens expired for more than EXPIRED_TOKEN_KEPT_MS, used or not: nothing would ever read them again. */
export function pruneExpiredTokens(now: Date = new Date()): void {
  const cutoff = now.getTime() - EXPIRED_TOKEN_KEPT_MS;
  db.tokens.deleteMany((q) => q.where((token) => Date.parse(token.expiresAt) <= cutoff));
}

/** Stores a new single-use token for a user (and forgets the long-expired ones). */
export async function issueToken(
  kind: TokenKind,
  userId: number,
  { now = new Date(), ttlMs = TOKEN_TTL_MS[kind] }: { now?: Date; ttlMs?: number } = {},
): Promise<Stored<'tokens'>> {
  pruneExpiredTokens(now);
  return db.tokens.create({
    token: randomToken(),
    kind,
    userId,
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
    usedAt: null,
  });
}

export type ConsumeTokenResult =
  { ok: true; token: Stored<'tokens'>; user: Stored<'users'> } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/**
 * Checks a token of the given kind and marks it used. A token is refused when it does not exist (or is of another
 * kind, or its user is gone), has expired, or was used already.
 */
export async function consumeToken(
  value: string,
  kind: TokenKind,
  now: Date = new Date(),
): Promise<ConsumeTokenResult> {
  if (!TOKEN_KINDS.includes(kind)) return { ok: false, reason: 'unknown' };
  const token = db.tokens.findFirst((q) => q.where({ token: value, kind }));
  const user = token ? findUserById(token.userId) : undefined;
  if (!token || !user) return { ok: false, reason: 'unknown' };
  if (token.usedAt !== null) return { ok: false, reason: 'used' };
  if (Date.parse(token.expiresAt) <= now.getTime()) return { ok: false, reason: 'expired' };
  const used = await db.tokens.update(token, {
    data(draft) {
      draft.usedAt = now.toISOString();
    },
  });
  return { ok: true, token: used ?? token, user };
}

/** The outbox keeps the latest e-mails only: it would otherwise grow with every sign-up and reset, for ever. */
export const OUTBOX_LIMIT = 200;

/** Records an e-mail as sent: the demo shows the outbox instead of a mailbox (the latest OUTBOX_LIMIT of them). */
export async function sendEmail(email: {
  to: string;
  subject: string;
  body: string;
  link: string;
  kind: EmailKind;
  now?: Date;
}): Promise<Stored<'outbox'>> {
  const { now = new Date(), ...fields } = email;
  const sent = await db.outbox.create({ id: nextId(db.outbox), ...fields, createdAt: now.toISOString() });
  const emails = db.outbox.all();
  if (emails.length > OUTBOX_LIMIT) {
    const oldest = [...emails].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    for (const email of oldest.slice(0, emails.length - OUTBOX_LIMIT)) db.outbox.delete(email);
  }
  return sent;
}
