/**
 * Vocabulary shared by the mock backend's store, seed and handlers. Values are the ones the product uses on the wire
 * (spec §3 and §6), so handlers can pass them through unchanged.
 */

export const COLLABORATOR_ROLES = ['Administrateur principal', 'Administrateur secondaire', 'Acteur'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

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

export const AXIS_CODES = ['GOUV', 'SOC', 'ENV', 'BUIS'] as const;
export type AxisCode = (typeof AXIS_CODES)[number];

export const AXIS_NAMES = ['Gouvernance', 'Social', 'Environnement', 'Business'] as const;
export type AxisName = (typeof AXIS_NAMES)[number];

/** Axis numbers used by the question calls (1 is the Entreprise perception form, which has no questions). */
export const QUESTION_AXES = [2, 3, 4, 5] as const;
export type QuestionAxe = (typeof QUESTION_AXES)[number];

export interface DiagnosisAxis {
  readonly axe: QuestionAxe;
  readonly name: AxisName;
  readonly code: AxisCode;
  /** Segment of the /diagnosis/{slug} routes. */
  readonly slug: 'gouvernance' | 'social' | 'environnement' | 'business';
  readonly questionCount: number;
  /** Key of the score result holding this axis (0-25). */
  readonly resultKey: 'axe2Result' | 'axe3Result' | 'axe4Result' | 'axe5Result';
}

/** The four diagnosis axes in questionnaire order. In each, the last question is free text and optional. */
export const DIAGNOSIS_AXES: readonly DiagnosisAxis[] = [
  { axe: 2, name: 'Gouvernance', code: 'GOUV', slug: 'gouvernance', questionCount: 8, resultKey: 'axe2Result' },
  { axe: 3, name: 'Social', code: 'SOC', slug: 'social', questionCount: 6, resultKey: 'axe3Result' },
  { axe: 4, name: 'Environnement', code: 'ENV', slug: 'environnement', questionCount: 6, resultKey: 'axe4Result' },
  { axe: 5, name: 'Business', code: 'BUIS', slug: 'business', questionCount: 7, resultKey: 'axe5Result' },
];

export function axisByNumber(axe: number): DiagnosisAxis | undefined {
  return DIAGNOSIS_AXES.find((axis) => axis.axe === axe);
}

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

/** Chat author of the copilot's messages; any other author is a user. */
export const COPILOT_AUTHOR = 'admin';

export const TOKEN_KINDS = ['email-confirmation', 'password-reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const EMAIL_KINDS = ['confirmation', 'reset'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Page names in positional order: a page's id is its 1-based index (spec §3). The collaborator popup shows one toggle
 * per name, so names are user-facing French.
 */
export const PAGE_NAMES = [
  'Tableau de bord',
  'Mes progrès',
  'Ma performance',
  "Plan d'actions",
  'Mon évaluation',
  'Mes leviers',
  'Mon pilotage',
  'Mes réalisations',
  'Ressources Steer (onglet Mes ressources)',
  'Mes documents',
  'Enquête(s)',
  'Steer Store',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** The Acteur preset of the add-collaborator form (spec §5). */
export const ACTEUR_PAGE_NAMES: readonly PageName[] = [
  "Plan d'actions",
  'Ressources Steer (onglet Mes ressources)',
  'Steer Store',
];

/** Page id of a page name (positional, 1-based). */
export function pageIdOf(name: PageName): number {
  return PAGE_NAMES.indexOf(name) + 1;
}

/**
 * Page ids a role gets by default (spec §5): admins get every page, Acteur the three preset pages, no role none.
 * The admin can toggle pages afterwards.
 */
export function presetPageIds(role: CollaboratorRole | null | undefined): number[] {
  if (role === 'Administrateur principal' || role === 'Administrateur secondaire') {
    return PAGE_NAMES.map((_, index) => index + 1);
  }
  if (role === 'Acteur') return ACTEUR_PAGE_NAMES.map(pageIdOf);
  return [];
}
