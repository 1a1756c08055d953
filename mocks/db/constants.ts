import { DIAGNOSIS_AXES, type AxisCode, type AxisName } from '../../src/domain/axes';
import { PAGE_NAMES, presetPageNames, type PageName } from '../../src/domain/pages';
import type { CollaboratorRole } from '../../src/domain/permissions';

export {
  DIAGNOSIS_AXES,
  findAxisByNumber,
  type AxisCode,
  type AxisName,
  type DiagnosisAxis,
  type QuestionAxisNumber,
} from '../../src/domain/axes';
/**
 * Vocabulary shared by the mock backend's store, seed and handlers. Values are the ones the product uses on the wire
 * (spec §3 and §6), so handlers can pass them through unchanged.
 */

export { COLLABORATOR_ROLES, type CollaboratorRole } from '../../src/domain/permissions';

/** Company membership role: the company's creator is ADMIN, people who join it are MEMBER. */
export const MEMBERSHIP_ROLES = ['ADMIN', 'MEMBER'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** Platform-level role: only an ACTIVE ADMIN reaches /admin. */
export const ACCOUNT_AUTH_LEVELS = ['ADMIN', 'USER'] as const;
export type AccountAuthLevel = (typeof ACCOUNT_AUTH_LEVELS)[number];

/**
 * PENDING_VALIDATION: e-mail not confirmed yet, login refused. VALIDATED: e-mail confirmed. ACTIVE: confirmed and
 * fully set up (the seed uses it for company members and platform admins).
 */
export const ACCOUNT_STATUSES = ['ACTIVE', 'VALIDATED', 'PENDING_VALIDATION'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PLAN_ACCESS_LEVELS = ['NONE', 'READ'] as const;
export type PlanAccessLevel = (typeof PLAN_ACCESS_LEVELS)[number];

/** Plans listed in a user's planAccess (admin panel column 'Accès Plans'). */
export const PLANS = [
  { id: 1, plan: 'Diagnostic' },
  { id: 2, plan: "Plan d'actions" },
  { id: 3, plan: 'Enquêtes' },
] as const;

export const SECTORS = ['Services', 'Technologies', 'Droit', 'Transport', 'Bâtiment', 'Autre'] as const;
export type Sector = (typeof SECTORS)[number];

/** Expected score ranges: L1 0-25, L2 25-50, L3 50-75, L4 75-100. */
export const SCORE_RANGES = ['L1', 'L2', 'L3', 'L4'] as const;
export type ScoreRange = (typeof SCORE_RANGES)[number];

/** The axes are the client's one table (src/domain/axes.ts); the store's schemas need them as enum tuples. */
export const AXIS_CODES = DIAGNOSIS_AXES.map((axis) => axis.code) as unknown as readonly [AxisCode, ...AxisCode[]];
export const AXIS_NAMES = DIAGNOSIS_AXES.map((axis) => axis.name) as unknown as readonly [AxisName, ...AxisName[]];
/** Axis numbers used by the question calls (1 is the Entreprise perception form, which has no questions). */
export const QUESTION_AXES = DIAGNOSIS_AXES.map((axis) => axis.questionAxe);

/** The id of the one form (spec §7: the form id is always 1). */
export const FORM_ID = 1;
/** Pages belong to a software; Steer is softwareId 1. */
export const STEER_SOFTWARE_ID = 1;

export const SOLUTION_STATUSES = ['validated', 'inProgress', 'toRealize'] as const;
export type SolutionStatus = (typeof SOLUTION_STATUSES)[number];

export const SOLUTION_LEVELS = ['Niveau 1', 'Niveau 2', 'Niveau 3', 'Niveau 4'] as const;
export type SolutionLevel = (typeof SOLUTION_LEVELS)[number];

/** Marker in solution descriptions where a compass icon goes (the client strips it): one definition, shared. */
export { COMPASS_MARKER } from '../../src/lib/compass-marker';

/** Chat author of the copilot's messages; any other author is a user: one definition, shared with the client. */
export { COPILOT_AUTHOR } from '../../src/domain/copilot';

export const TOKEN_KINDS = ['email-confirmation', 'password-reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const EMAIL_KINDS = ['confirmation', 'reset'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export { ACTEUR_PAGE_NAMES, PAGE_NAMES, type PageName } from '../../src/domain/pages';

/** Page id of a page name (positional, 1-based). */
export function pageIdOf(name: PageName): number {
  return PAGE_NAMES.indexOf(name) + 1;
}

/**
 * Page ids a role gets by default (spec §5): admins get every page, Acteur the three preset pages, no role none.
 * The admin can toggle pages afterwards.
 */
export function presetPageIds(role: CollaboratorRole | null | undefined): number[] {
  return presetPageNames(role).map(pageIdOf);
}
