/**
 * Who may do what (spec §5, §6): the one place the product decides it. Screens ask `can(user, action)`; the mock
 * backend asks the same question before it answers, so a button shown is a call allowed and a refusal is the rule's.
 */

export const COLLABORATOR_ROLES = ['Administrateur principal', 'Administrateur secondaire', 'Acteur'] as const;
/** A person's role in their company; null before a role is given. */
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** What `can` needs to know of a person: their company role and whether they have a company at all. */
export interface Member {
  role: CollaboratorRole | null;
  companyId: number | null;
}

/** What the platform's account fields say of a person (spec §3 "Admin and auth shape"). */
export interface Account {
  accountStatus?: string | null;
  accountAuthLevel?: string | null;
}

export type Action =
  /** Open the collaborator popup: add people, set their role and page access (spec §6: hidden for Acteur). */
  | 'manageCollaborators'
  /** Launch, close or relaunch the staff survey. */
  | 'manageSurvey'
  /** Change the action plan: priorities, statuses, deadlines, owners, indicators. */
  | 'editActionPlan'
  /** Open every page whatever the page accesses say (spec §6: the company's admins hold every page). */
  | 'openEveryPage';

const COMPANY_ADMINS: ReadonlySet<CollaboratorRole> = new Set([
  'Administrateur principal',
  'Administrateur secondaire',
]);

/** A company's main or secondary administrator. A person with no role is not one. */
export function isCompanyAdmin(member: Member): boolean {
  return member.companyId !== null && member.role !== null && COMPANY_ADMINS.has(member.role);
}

export function can(member: Member, action: Action): boolean {
  switch (action) {
    case 'manageCollaborators':
    case 'manageSurvey':
    case 'editActionPlan':
    case 'openEveryPage':
      return isCompanyAdmin(member);
  }
}

/** Spec §6 and §2: an ACTIVE account with accountAuthLevel ADMIN reaches /admin; nobody else does. */
export function isPlatformAdmin(account: Account | null): boolean {
  return !!account && account.accountStatus === 'ACTIVE' && account.accountAuthLevel === 'ADMIN';
}

/** Spec §6: the main admin may assign Administrateur secondaire or Acteur; a secondary admin only Acteur. */
export function assignableRoles(role: CollaboratorRole | null): CollaboratorRole[] {
  if (role === 'Administrateur principal') return ['Administrateur secondaire', 'Acteur'];
  if (role === 'Administrateur secondaire') return ['Acteur'];
  return [];
}
