import { db, findUserByEmail } from '../../mocks/db';

/** The seeded personas the contract cases call as (see mocks/seed/personas.ts). */
export const ADMIN = 'admin@steer.fr';
export const CLAIRE = 'claire.martin@verdance.fr';
export const HUGO = 'hugo.bernard@verdance.fr';
export const LEA = 'lea.petit@verdance.fr';
/** Confirmed, no company; no company has the domain atelier-lumen.fr. */
export const NINA = 'nina.roux@atelier-lumen.fr';
/** Confirmed, no company, e-mail domain of a seeded company. */
export const PAUL = 'paul.girard@transports-azur.fr';
/** Main admin of Cobalt Numérique: questionnaire answered, not evaluated yet. */
export const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
/** Seeded account whose e-mail is not confirmed yet. */
export const JULIEN = 'julien.moreau@verdance.fr';

/** A persona's id, read from the store when the call runs (never hard-coded). */
export function idOf(email: string): number {
  const id = findUserByEmail(email)?.id;
  if (id === undefined) throw new Error(`${email} est absent du jeu de données`);
  return id;
}

/** The company id a persona's token carries. */
export function companyIdOf(email: string): number {
  const companyId = findUserByEmail(email)?.companyId;
  if (companyId == null) throw new Error(`${email} n'a pas d'entreprise dans le jeu de données`);
  return companyId;
}

/** A member of another company than Claire's, found in the store when the call runs. */
export function otherCompanyMember(): string {
  const own = companyIdOf(CLAIRE);
  const other = db.users.all().find((user) => user.companyId !== null && user.companyId !== own);
  if (!other) throw new Error("Aucun membre d'une autre entreprise dans le jeu de données");
  return other.email;
}
