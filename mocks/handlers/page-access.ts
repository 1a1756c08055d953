import { findUserById, pageIdOf, pageIdsOfUser, type PageName } from '../db';
import { forbidden } from './kit';
import type { StoredUser } from './session';

/**
 * Page access is a permission, not only a menu setting: a collaborator whose 'Mes documents' toggle is off gets a
 * 403 from the documents calls too, as a real server would refuse them.
 */
export function requirePageAccess(user: StoredUser, page: PageName, label: string): void {
  if (!pageIdsOfUser(user.id).includes(pageIdOf(page))) {
    throw forbidden(
      `Votre accès à la page « ${label} » n'est pas activé. Demandez-le à l'administrateur de votre entreprise.`,
    );
  }
}

/** 'Prénom Nom' of a user, or a neutral label when the account was deleted since. */
export function displayNameOf(userId: number): string {
  const user = findUserById(userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'Ancien collaborateur';
}
