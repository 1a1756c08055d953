import { can, type Member } from '../../src/domain/permissions';
import { mayOpen, pageAt, type LinkPath } from '../../src/domain/pages';
import { db, findUserById, pageIdsOfUser } from '../db';
import { forbidden } from './errors';
import type { StoredUser } from './session';

/** The caller as the client's permission rules see them (src/domain/permissions.ts). */
export function memberOf(user: StoredUser): Member {
  return { role: user.collaboratorRole ?? null, companyId: user.companyId };
}

/** Refuses with the contract's 403 when the caller may not do this (the screens ask the same `can`). */
export function requirePermission(user: StoredUser, action: Parameters<typeof can>[1], message: string): void {
  if (!can(memberOf(user), action)) throw forbidden(message);
}

/**
 * Page access is a permission, not only a menu setting: a collaborator whose 'Mes documents' toggle is off gets a
 * 403 from the documents calls too, as a real server would refuse them. The rule is the client's page table
 * (src/domain/pages.ts): the same page accesses open the page on screen and its calls here.
 */
export function requirePageAccess(user: StoredUser, path: LinkPath): void {
  const page = pageAt(path);
  const granted = new Set(
    pageIdsOfUser(user.id).flatMap((id) => db.pages.findFirst((q) => q.where({ id }))?.name ?? []),
  );
  if (page && !mayOpen(memberOf(user), page, granted)) {
    throw forbidden(
      `Votre accès à la page « ${page.label} » n'est pas activé. Demandez-le à l'administrateur de votre entreprise.`,
    );
  }
}

/** 'Prénom Nom' of a user, or a neutral label when the account was deleted since. */
export function displayNameOf(userId: number): string {
  const user = findUserById(userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'Ancien collaborateur';
}
