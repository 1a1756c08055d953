import { companyOfUser, findUserByEmail, findUserById, type Stored } from '../db';
import type { Schemas } from './kit';
import { forbidden, notFound, requireClaims, signAccessToken, unauthorized } from './kit';

/** Shared by every handler that needs a caller: who is asking, and may they see this? */

export type StoredUser = Stored<'users'>;

/** The caller behind a valid bearer token; 401 when the token is bad or its user no longer exists. */
export async function requireUser(request: Request): Promise<StoredUser> {
  const claims = await requireClaims(request);
  const user = findUserById(claims.id);
  if (!user) throw unauthorized('Session expirée ou jeton invalide.');
  return user;
}

/** A platform administrator (ACTIVE + accountAuthLevel ADMIN); 403 for anyone else. */
export async function requirePlatformAdmin(request: Request): Promise<StoredUser> {
  const user = await requireUser(request);
  if (user.accountAuthLevel !== 'ADMIN' || user.accountStatus !== 'ACTIVE') {
    throw forbidden('Réservé aux administrateurs de la plateforme.');
  }
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

/** A fresh access token carrying the claims the client decodes (companyId above all). */
export function accessTokenFor(user: StoredUser): Promise<string> {
  return signAccessToken({
    id: user.id,
    email: user.email,
    companyId: user.companyId,
    role: user.collaboratorRole,
    accountAuthLevel: user.accountAuthLevel,
    accountStatus: user.accountStatus,
  });
}
