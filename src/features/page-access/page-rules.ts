/**
 * Which page access (spec §3 "Page", the names `GET /pages/all` returns) opens which path of the signed-in app.
 * The menu keeps listing every entry (spec §6: menu filtering is disabled); the signed-in layout checks the path
 * against these rules instead, once, for every page — including pages added later under these paths.
 *
 * The page list mirrors the menu: 'Tableau de bord' and "Plan d'actions" are its sections, so holding the section
 * opens each of its entries, and holding one entry opens that entry alone. 'Tableau de bord' also opens /dashboard.
 */

export type PageName =
  | 'Tableau de bord'
  | 'Mes progrès'
  | 'Ma performance'
  | "Plan d'actions"
  | 'Mon évaluation'
  | 'Mes leviers'
  | 'Mon pilotage'
  | 'Mes réalisations'
  | 'Ressources Steer (onglet Mes ressources)'
  | 'Mes documents'
  | 'Enquête(s)'
  | 'Steer Store';

export interface PageRule {
  /** What the person would call the page (the menu's label), for the no-access screen. */
  label: string;
  /** Where the page lives; the no-access screen links here. */
  to: string;
  /** Other paths (prefixes) of the same page (spec §2 "Known prefixes"). */
  alsoOn: readonly string[];
  /** Holding any of these page accesses opens it. */
  anyOf: readonly PageName[];
}

const PLAN = "Plan d'actions";
const DASHBOARD = 'Tableau de bord';

/** In menu order, so the pages a person may open are listed as the menu shows them. */
export const PAGE_RULES: readonly PageRule[] = [
  { label: 'Mon tableau de bord', to: '/dashboard', alsoOn: [], anyOf: [DASHBOARD] },
  { label: 'Mes progrès', to: '/approach', alsoOn: ['/ma-demarche'], anyOf: ['Mes progrès', DASHBOARD] },
  { label: 'Ma performance', to: '/ma-performance', alsoOn: [], anyOf: ['Ma performance', DASHBOARD] },
  { label: 'Mon évaluation', to: '/diagnostic', alsoOn: ['/diagnosis'], anyOf: ['Mon évaluation', PLAN] },
  { label: 'Mes leviers', to: '/solutions', alsoOn: [], anyOf: ['Mes leviers', PLAN] },
  { label: 'Mon pilotage', to: '/pilotage', alsoOn: [], anyOf: ['Mon pilotage', PLAN] },
  { label: 'Mes réalisations', to: '/mes-actions-realisees', alsoOn: [], anyOf: ['Mes réalisations', PLAN] },
  {
    label: 'Ressources Steer',
    to: '/mes-ressources',
    alsoOn: ['/articles-blog', '/sensibilisation'],
    anyOf: ['Ressources Steer (onglet Mes ressources)'],
  },
  {
    label: 'Mes documents',
    to: '/mes-documents',
    alsoOn: ['/mes-documents-internes', '/mes-documents-steer'],
    anyOf: ['Mes documents'],
  },
  { label: 'Enquête(s)', to: '/mon-enquete/dashboard', alsoOn: ['/mon-enquete'], anyOf: ['Enquête(s)'] },
  { label: 'SteerStore', to: '/steer-store', alsoOn: [], anyOf: ['Steer Store'] },
];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The rule of a path, or null for the pages everyone signed in may open (/home, /limited-access …). */
export function ruleOf(pathname: string): PageRule | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PAGE_RULES.find((rule) => [rule.to, ...rule.alsoOn].some((base) => isUnder(path, base))) ?? null;
}

/** Whether the page accesses held (by name) open this rule's page. */
export function opens(rule: PageRule, granted: ReadonlySet<string>): boolean {
  return rule.anyOf.some((name) => granted.has(name));
}

/** Main and secondary admins have every page (spec §6); a person without a company has no page access to check. */
export function isPageAccessChecked(user: { role: string | null; companyId: number | null }): boolean {
  return (
    user.companyId !== null && user.role !== 'Administrateur principal' && user.role !== 'Administrateur secondaire'
  );
}
