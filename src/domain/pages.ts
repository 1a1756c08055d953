import { can, isPlatformAdmin, type Account, type CollaboratorRole, type Member } from './permissions';

/**
 * The product's pages: the one table that drives the side menu, the page-access checks (screens and mock backend
 * alike), where a person lands after signing in, and every route's document title.
 */

/**
 * Every route of the app, by its full path (an index route with its trailing slash). Declared here rather than read
 * from the router's generated tree, which imports every route and so every feature: the domain would import the
 * whole app back (62 files in one import cycle). `pages.test.ts` holds the router to this list, both ways: a route
 * added or moved fails the type check until it is named here, and then until it has a title (route-titles.ts).
 */
export type RoutePath =
  // Open to anyone, or before a session
  | '/'
  | '/login'
  | '/signup'
  | '/confirm-email'
  | '/forget-password'
  | '/reset-password/$token'
  | '/logout'
  | '/enquete/$shareToken'
  | '/admin'
  // Signed in
  | '/home'
  | '/limited-access'
  | '/onboarding'
  | '/configurer-mon-compte'
  | '/dashboard'
  | '/approach'
  | '/ma-demarche'
  | '/ma-demarche/$'
  | '/ma-performance'
  | '/diagnostic'
  | '/solutions'
  | '/pilotage'
  | '/mes-actions-realisees'
  | '/mes-ressources'
  | '/articles-blog/$slug'
  | '/sensibilisation/'
  | '/sensibilisation/$moduleId'
  | '/mes-documents'
  | '/mes-documents-internes'
  | '/mes-documents-steer'
  | '/mon-enquete/dashboard'
  | '/steer-store'
  // The questionnaire
  | '/diagnosis/preamble'
  | '/diagnosis/entreprise'
  | '/diagnosis/loader'
  | '/diagnosis/$axe/'
  | '/diagnosis/$axe/$order';

/** A path without an index route's trailing slash ('/sensibilisation/' → '/sensibilisation'), as links write it. */
type LinkForm<Path extends string> = Path extends '/' ? Path : Path extends `${infer Head}/` ? Head : Path;

/** Where a link may lead: every route, as the router types a link's `to` (index routes without their slash). */
export type LinkPath = LinkForm<RoutePath>;

/**
 * The page accesses, by the names `GET /pages/all` returns, in positional order: a page's id is its 1-based index
 * (spec §3). The collaborator popup shows one toggle per name.
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

/** Spec §5 presets: an administrator gets every page, an Acteur the three named pages, no role none. */
export function presetPageNames(role: CollaboratorRole | null | undefined): readonly PageName[] {
  if (role === 'Administrateur principal' || role === 'Administrateur secondaire') return PAGE_NAMES;
  if (role === 'Acteur') return ACTEUR_PAGE_NAMES;
  return [];
}

/** The side menu's sections (spec §2), in order; the SteerStore is pinned below them. */
export const MENU_SECTIONS = [
  { key: 'tableau-de-bord', id: 3, label: 'Tableau de bord', lockable: true },
  { key: 'plan-d-action', id: 4, label: "Plan d'action", lockable: false },
  { key: 'mes-ressources', id: 5, label: 'Mes ressources', lockable: false },
  { key: 'enquetes', id: 10, label: 'Enquête(s)', lockable: false },
] as const;
export type MenuSectionKey = (typeof MENU_SECTIONS)[number]['key'];

const DASHBOARD: PageName = 'Tableau de bord';
const PLAN: PageName = "Plan d'actions";

/** A page of the signed-in app whose access is granted per person. */
export interface AppPage {
  /** What a person calls the page: its menu label, and the name the no-access screen and the lock tooltip use. */
  label: string;
  /** Where the page lives. */
  to: LinkPath;
  /** Other paths (prefixes) of the same page (spec §2 "Known prefixes"), highlighted with it in the menu. */
  alsoOn: readonly string[];
  /**
   * Holding any of these page accesses opens the page. 'Tableau de bord' and "Plan d'actions" are menu sections:
   * holding the section opens each of its entries, holding an entry opens that entry alone.
   */
  anyOf: readonly PageName[];
  /** Its place in the side menu: a section's link (with the spec's menu item id), or the pinned store. */
  menu: { section: MenuSectionKey | 'store'; id: number; lockable: boolean } | null;
}

/** In menu order (the dashboard first), so that what a person may open is listed as the menu shows it. */
export const APP_PAGES = [
  { label: 'Mon tableau de bord', to: '/dashboard', alsoOn: [], anyOf: [DASHBOARD], menu: null },
  {
    label: 'Mes progrès',
    to: '/approach',
    alsoOn: ['/ma-demarche'],
    anyOf: ['Mes progrès', DASHBOARD],
    menu: { section: 'tableau-de-bord', id: 31, lockable: true },
  },
  {
    label: 'Ma performance',
    to: '/ma-performance',
    alsoOn: [],
    anyOf: ['Ma performance', DASHBOARD],
    menu: { section: 'tableau-de-bord', id: 32, lockable: true },
  },
  {
    label: 'Mon évaluation',
    to: '/diagnostic',
    // The questionnaire itself (/diagnosis, /diagnosis/environnement ...) is part of the evaluation.
    alsoOn: ['/diagnosis'],
    anyOf: ['Mon évaluation', PLAN],
    menu: { section: 'plan-d-action', id: 1, lockable: false },
  },
  {
    label: 'Mes leviers',
    to: '/solutions',
    alsoOn: [],
    anyOf: ['Mes leviers', PLAN],
    menu: { section: 'plan-d-action', id: 41, lockable: true },
  },
  {
    label: 'Mon pilotage',
    to: '/pilotage',
    alsoOn: [],
    anyOf: ['Mon pilotage', PLAN],
    menu: { section: 'plan-d-action', id: 42, lockable: true },
  },
  {
    label: 'Mes réalisations',
    to: '/mes-actions-realisees',
    alsoOn: [],
    anyOf: ['Mes réalisations', PLAN],
    menu: { section: 'plan-d-action', id: 43, lockable: true },
  },
  {
    label: 'Ressources Steer',
    to: '/mes-ressources',
    alsoOn: ['/articles-blog', '/sensibilisation'],
    anyOf: ['Ressources Steer (onglet Mes ressources)'],
    menu: { section: 'mes-ressources', id: 4, lockable: false },
  },
  {
    label: 'Mes documents',
    to: '/mes-documents',
    alsoOn: ['/mes-documents-internes', '/mes-documents-steer'],
    anyOf: ['Mes documents'],
    menu: { section: 'mes-ressources', id: 5, lockable: false },
  },
  {
    label: 'Tableau de bord',
    to: '/mon-enquete/dashboard',
    alsoOn: ['/mon-enquete'],
    anyOf: ['Enquête(s)'],
    menu: { section: 'enquetes', id: 11, lockable: false },
  },
  {
    label: 'SteerStore',
    to: '/steer-store',
    alsoOn: [],
    anyOf: ['Steer Store'],
    menu: { section: 'store', id: 6, lockable: false },
  },
] as const satisfies readonly AppPage[];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The page a path belongs to, or null for the pages every signed-in person may open (/home, /limited-access ...). */
export function pageAt(pathname: string): AppPage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return APP_PAGES.find((page) => [page.to, ...page.alsoOn].some((base) => isUnder(path, base))) ?? null;
}

/** The page accesses held, by name, from a person's authorizations (`GET /page-authorization/user`). */
export function grantedPageNames(authorizations: readonly { page: { name: string } }[]): ReadonlySet<string> {
  return new Set(authorizations.map((authorization) => authorization.page.name));
}

/** Whether the page accesses held (by name) open this page. */
export function opens(page: AppPage, granted: ReadonlySet<string>): boolean {
  return page.anyOf.some((name) => granted.has(name));
}

/** Whose page accesses are checked at all: a company member who is not one of its administrators (spec §6). */
export function isPageAccessChecked(member: Member): boolean {
  return member.companyId !== null && !can(member, 'openEveryPage');
}

/** Whether this person may open this page, given the page accesses they hold. */
export function mayOpen(member: Member, page: AppPage | null, granted: ReadonlySet<string>): boolean {
  return page === null || !isPageAccessChecked(member) || opens(page, granted);
}

/**
 * Where a person lands after signing in (spec §2, plus no wall): the admin panel for a platform admin; otherwise the
 * dashboard when they may open it, else the first page they may open in menu order, else the dashboard, whose
 * refusal screen then says whom to ask. `granted` is null when the page accesses are not known (not checked).
 */
export function landingPath(person: Member & Account, granted: ReadonlySet<string> | null): LinkPath {
  if (isPlatformAdmin(person)) return '/admin';
  if (!granted || !isPageAccessChecked(person)) return '/dashboard';
  return APP_PAGES.find((page) => opens(page, granted))?.to ?? '/dashboard';
}
