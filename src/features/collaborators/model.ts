import type { Schemas } from '@/api';
import { FIELD_PATTERN } from '@/api/limits';
import { presetPageNames } from '@/domain/pages';
import type { CollaboratorRole } from '@/domain/permissions';

export { assignableRoles } from '@/domain/permissions';

export type Collaborator = Schemas['Collaborator'];
export type Page = Schemas['Page'];
export type PageAuthorization = Schemas['PageAuthorization'];

/** Spec §9: the list refreshes every 5 s while the search box is empty. */
export const LIST_POLL_INTERVAL_MS = 5_000;
/** Spec §9: the success messages stay 3 s. */
export const SUCCESS_MESSAGE_MS = 3_000;

/** Spec §5: one non-space part, an @, another part, a dot and a final part (the contract's pattern). */
export const EMAIL_PATTERN = new RegExp(FIELD_PATTERN.email);

/** The person managing the team, as the popup needs to know them. */
export interface TeamManager {
  /** User id, to recognise oneself in the list. */
  id: number;
  /** Collaborator role: what they may assign and whom they may edit. */
  role: CollaboratorRole | null;
}

/** 'name surname', as the list is sorted and searched (spec §5); the e-mail when neither was entered. */
export function displayNameOf(collaborator: Pick<Collaborator, 'name' | 'surname' | 'email'>): string {
  const full = [collaborator.name, collaborator.surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || collaborator.email;
}

/** Case- and accent-insensitive form, so 'lea' finds 'Léa' and 'MARTIN' finds 'Martin'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** A collaborator with the forms the list sorts and searches on, computed once per list rather than per keystroke. */
interface IndexedCollaborator {
  collaborator: Collaborator;
  display: string;
  name: string;
  surname: string;
}

/**
 * The team sorted by 'name surname' (spec §5), the e-mail breaking ties and standing in for missing names, with a
 * search over it. Sorting and folding 2,400 names took most of a keystroke's 400 ms when redone at each one: they
 * are done here once per list, and a search only compares prepared strings.
 */
export function indexCollaborators(collaborators: readonly Collaborator[]) {
  const entries: IndexedCollaborator[] = collaborators.map((collaborator) => ({
    collaborator,
    display: displayNameOf(collaborator),
    name: folded(collaborator.name ?? ''),
    surname: folded(collaborator.surname ?? ''),
  }));
  entries.sort(
    (a, b) => collator.compare(a.display, b.display) || collator.compare(a.collaborator.email, b.collaborator.email),
  );
  const sorted = entries.map((entry) => entry.collaborator);
  return {
    sorted,
    /** Spec §5: case-insensitive on name or surname ('Claire Martin' typed whole matches too), in the list's order. */
    search(query: string): Collaborator[] {
      const needle = folded(query.trim());
      if (needle === '') return sorted;
      return entries
        .filter(
          ({ name, surname }) =>
            name.includes(needle) || surname.includes(needle) || `${name} ${surname}`.includes(needle),
        )
        .map((entry) => entry.collaborator);
    },
  };
}

/** Page ids are positional, 1-based, in the list `GET /pages/all` returns (spec §3). */
export function pageIdAt(index: number): number {
  return index + 1;
}

/**
 * Spec §5 presets: Administrateur secondaire gets every page, Acteur the three named pages, an empty role none.
 * Names are matched against the server's list, so ids follow whatever order it returns.
 */
export function presetPageIds(role: CollaboratorRole | null, pages: readonly Page[]): number[] {
  const names: readonly string[] = presetPageNames(role);
  return pages.flatMap((page, index) => (names.includes(page.name) ? [pageIdAt(index)] : []));
}

/** Why a collaborator's rights cannot be changed by this manager, or null when they can. */
export type EditRestriction = 'self' | 'mainAdmin' | 'peerAdmin';

export function editRestrictionOf(manager: TeamManager, collaborator: Collaborator): EditRestriction | null {
  if (collaborator.id === manager.id) return 'self';
  if (collaborator.role === 'Administrateur principal') return 'mainAdmin';
  if (manager.role !== 'Administrateur principal' && collaborator.role !== 'Acteur') return 'peerAdmin';
  return null;
}

/** Page ids granted by a user's authorizations, ready for the toggles. */
export function grantedPageIds(authorizations: readonly PageAuthorization[]): number[] {
  return [...new Set(authorizations.map((authorization) => authorization.page.id))].sort((a, b) => a - b);
}
