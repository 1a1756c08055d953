import { isPlatformAdmin } from '../../src/domain/permissions';
import { companyOfUser, db, findUserByEmail, findUserById, randomToken, type Stored } from '../db';
import type { Schemas } from './kit';
import { forbidden, notFound, unauthorized } from './errors';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  requireClaims,
  setSessionCheck,
  signAccessToken,
  signRefreshToken,
  verifyRefreshToken,
} from './tokens';

/** Shared by every handler that needs a caller: who is asking, and may they see this? */

export type StoredUser = Stored<'users'>;

/** The caller behind a valid bearer token; 401 when the token is bad or its user no longer exists. */
export async function requireUser(request: Request): Promise<StoredUser> {
  return (await requireSession(request)).user;
}

/** The caller and the session their token belongs to (a password change keeps that one open). */
export async function requireSession(request: Request): Promise<{ user: StoredUser; sessionId: string }> {
  const claims = await requireClaims(request);
  const user = findUserById(claims.id);
  if (!user) throw unauthorized('Session expirée ou jeton invalide.');
  return { user, sessionId: claims.sid };
}

/** A platform administrator (ACTIVE + accountAuthLevel ADMIN); 403 for anyone else. */
export async function requirePlatformAdmin(request: Request): Promise<StoredUser> {
  const user = await requireUser(request);
  if (!isPlatformAdmin(user)) throw forbidden('Réservé aux administrateurs de la plateforme.');
  return user;
}

/** Tenant isolation: the caller must belong to that company (platform admins included, no exception). */
export function assertSameCompany(user: StoredUser, companyId: number): void {
  if (user.companyId === null || user.companyId !== companyId) throw forbidden();
}

/** The member addressed by e-mail in a path or query, who must be of the caller's company (or the caller). */
export function requireCompanyMember(user: StoredUser, email: string | null | undefined): StoredUser {
  const target = email ? findUserByEmail(decodeURIComponent(email)) : undefined;
  if (!target) throw notFound('Utilisateur introuvable.');
  if (target.id === user.id) return target;
  if (user.companyId === null || target.companyId !== user.companyId) throw forbidden();
  return target;
}

/** The caller's company id, or 403 when they have none yet. */
export function requireCompanyId(user: StoredUser): number {
  if (user.companyId === null) throw forbidden("Vous n'êtes rattaché·e à aucune entreprise.");
  return user.companyId;
}

/** The session shape of a user (spec §3), as login, refresh and profile calls answer it. */
export function toSessionUser(user: StoredUser): Schemas['SessionUser'] {
  const company = companyOfUser(user);
  return {
    id: user.id,
    email: user.email,
    name: user.firstName,
    surname: user.lastName,
    work: user.position,
    role: user.collaboratorRole,
    companyId: company ? company.id : null,
    company: company ? { id: company.id, name: company.name } : null,
    accountAuthLevel: user.accountAuthLevel,
    accountStatus: user.accountStatus,
  };
}

/** A fresh access token carrying the claims the client decodes (companyId above all), for a session. */
export function accessTokenForSession(user: StoredUser, sessionId: string): Promise<string> {
  return signAccessToken({
    id: user.id,
    email: user.email,
    companyId: user.companyId,
    role: user.collaboratorRole,
    accountAuthLevel: user.accountAuthLevel,
    accountStatus: user.accountStatus,
    sid: sessionId,
  });
}

/** A fresh access token in a new session (tests and tools that need a signed-in caller without logging in). */
export async function accessTokenFor(user: StoredUser): Promise<string> {
  const { accessToken } = await openSession(user);
  return accessToken;
}

// ── Refresh sessions (OAuth 2.0 Security BCP: rotation, replay detection, revocation) ─────────────────────────────

export type StoredRefreshSession = Stored<'refreshSessions'>;

/** Whether a session (family) has a live, unrevoked refresh token. */
export function isSessionOpen(familyId: string, now = new Date()): boolean {
  return db.refreshSessions
    .findMany((q) => q.where({ familyId }))
    .some(
      (record) =>
        record.revokedAt === null && record.rotatedAt === null && Date.parse(record.expiresAt) > now.getTime(),
    );
}
setSessionCheck((familyId) => isSessionOpen(familyId));

async function createRefreshRecord(userId: number, familyId: string, now: Date): Promise<StoredRefreshSession> {
  return db.refreshSessions.create({
    id: randomToken(),
    familyId,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
    rotatedAt: null,
    revokedAt: null,
  });
}

/**
 * Revoked and expired records serve nobody (a token whose record is gone is refused all the same): dropped whenever a
 * session starts, so the store does not grow with every login and logout. A live session's rotated records stay: they
 * are how a replayed refresh token is recognised.
 */
function pruneEndedSessions(now: Date): void {
  const cutoff = now.getTime();
  db.refreshSessions.deleteMany((q) =>
    q.where((record) => record.revokedAt !== null || Date.parse(record.expiresAt) <= cutoff),
  );
}

/** Login: a new session (family) with its first refresh token, and an access token bound to it. */
export async function openSession(
  user: StoredUser,
  now = new Date(),
): Promise<{ accessToken: string; refreshToken: string; sessionId: string }> {
  pruneEndedSessions(now);
  const record = await createRefreshRecord(user.id, randomToken(), now);
  const [accessToken, refreshToken] = await Promise.all([
    accessTokenForSession(user, record.familyId),
    signRefreshToken(record),
  ]);
  return { accessToken, refreshToken, sessionId: record.familyId };
}

/** Revokes every record of the given sessions (families). */
async function revokeFamilies(familyIds: ReadonlySet<string>, now: Date): Promise<void> {
  const records = [...familyIds].flatMap((familyId) => db.refreshSessions.findMany((q) => q.where({ familyId })));
  for (const record of records) {
    if (record.revokedAt !== null) continue;
    await db.refreshSessions.update(record, {
      data(draft) {
        draft.revokedAt = now.toISOString();
      },
    });
  }
}

/**
 * How long a rotated-out refresh token may be presented again without being taken for a theft: the answer that
 * carried its successor may have been lost on the way (a reset connection, a proxy's timeout), and the client, which
 * never received the new cookie, tries again with the old one (issue 35: an outage must not sign anyone out). Within
 * this window, while the successor has not been used, the refresh answers that successor again ("reuse interval",
 * as Auth0 and Okta offer). Later, or once the successor was used, it is a replay.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

function unusedSuccessorInGrace(record: StoredRefreshSession, now: Date): StoredRefreshSession | undefined {
  const rotatedAt = record.rotatedAt === null ? NaN : Date.parse(record.rotatedAt);
  if (!(now.getTime() - rotatedAt <= REFRESH_REUSE_GRACE_SECONDS * 1_000)) return undefined;
  // The successor is the one record of the family created when this one was rotated out. Two of them (rotations in
  // the same millisecond) cannot be told apart: no grace then.
  const created = db.refreshSessions.findMany((q) =>
    q.where(
      (candidate) =>
        candidate.familyId === record.familyId &&
        candidate.id !== record.id &&
        candidate.createdAt === record.rotatedAt,
    ),
  );
  const [successor] = created;
  return created.length === 1 && successor?.rotatedAt === null && successor.revokedAt === null ? successor : undefined;
}

export type RotationOutcome =
  | { ok: true; user: StoredUser; accessToken: string; refreshToken: string }
  | { ok: false; reason: 'invalid' | 'revoked' | 'replayed' };

/**
 * Refresh: trades a refresh token for a new pair. The presented token is rotated out; presenting it again later is a
 * replay (a stolen copy, or the legitimate client after theft): the whole session is revoked, so whoever holds the
 * newer token is signed out too.
 */
export async function rotateSession(token: string | undefined, now = new Date()): Promise<RotationOutcome> {
  const claims = await verifyRefreshToken(token);
  const record = claims ? db.refreshSessions.findFirst((q) => q.where({ id: claims.jti })) : undefined;
  if (!claims || !record || record.familyId !== claims.sid || record.userId !== claims.id) {
    return { ok: false, reason: 'invalid' };
  }
  if (record.revokedAt !== null) return { ok: false, reason: 'revoked' };
  if (record.rotatedAt !== null) {
    const successor = unusedSuccessorInGrace(record, now);
    if (!successor) {
      await revokeFamilies(new Set([record.familyId]), now);
      return { ok: false, reason: 'replayed' };
    }
    // The answer that carried the successor was lost: that same successor again, not a new one, so a copy the browser
    // did receive (a page reloaded while an abandoned refresh was still on its way) stays valid.
    const owner = findUserById(successor.userId);
    if (!owner) return { ok: false, reason: 'invalid' };
    const [accessToken, refreshToken] = await Promise.all([
      accessTokenForSession(owner, successor.familyId),
      signRefreshToken(successor),
    ]);
    return { ok: true, user: owner, accessToken, refreshToken };
  }
  const current = record;
  const user = findUserById(current.userId);
  if (!user) return { ok: false, reason: 'invalid' };
  await db.refreshSessions.update(current, {
    data(draft) {
      draft.rotatedAt = now.toISOString();
    },
  });
  const next = await createRefreshRecord(user.id, record.familyId, now);
  const [accessToken, refreshToken] = await Promise.all([
    accessTokenForSession(user, next.familyId),
    signRefreshToken(next),
  ]);
  return { ok: true, user, accessToken, refreshToken };
}

/** Logout: the refresh token's session is revoked (its access tokens too). Unknown tokens are ignored. */
export async function closeSession(token: string | undefined, now = new Date()): Promise<void> {
  const claims = await verifyRefreshToken(token);
  if (claims) await revokeFamilies(new Set([claims.sid]), now);
}

/** Password change or reset: every session of the user ends, but the one making the change (when there is one). */
export async function revokeUserSessions(
  userId: number,
  keepSessionId: string | null,
  now = new Date(),
): Promise<void> {
  const families = new Set(
    db.refreshSessions
      .findMany((q) => q.where({ userId }))
      .map((record) => record.familyId)
      .filter((familyId) => familyId !== keepSessionId),
  );
  await revokeFamilies(families, now);
}
