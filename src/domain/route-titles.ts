import { axisBySlug, isAxisSlug } from './axes';
import type { RoutePath } from './pages';

/**
 * Every route's French title (WCAG 2.4.2, RGAA 8.6), part of the page table (`pages.ts`) but apart from it: the
 * titles are loaded once the first page has painted, so they never weigh on /login's start-up.
 */

/** The product's name, after each page's own title in the browser's tab and history. */
export const SITE_NAME = 'Steer';

/** A page's own title, then the product's: 'Mon pilotage · Steer'. */
export function documentTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/** A route's title, or how to write it from the route's parameters. */
export type RouteTitle = string | ((params: Readonly<Record<string, string | undefined>>) => string);

function axisTitle(slug: string | undefined): string {
  return isAxisSlug(slug) ? axisBySlug(slug).title : 'du diagnostic';
}

/** Every route's title (WCAG 2.4.2): what the page is, in French, distinct from every other page's. */
export const ROUTE_TITLES = {
  '/': 'Accueil',
  '/login': 'Connexion',
  '/signup': 'Inscription',
  '/confirm-email': 'Validation de votre adresse mail',
  '/forget-password': 'Mot de passe oublié',
  '/reset-password/$token': 'Nouveau mot de passe',
  '/logout': 'Déconnexion',
  '/admin': 'Administration des utilisateurs',
  '/enquete/$shareToken': 'Enquête de perception RSE',
  '/home': 'Accueil de votre espace',
  '/limited-access': 'Évaluation avec votre copilote',
  '/onboarding': 'Mon entreprise',
  '/configurer-mon-compte': 'Configurer mon compte',
  '/dashboard': 'Mon tableau de bord',
  '/approach': 'Mes progrès',
  '/ma-demarche': 'Ma démarche',
  '/ma-demarche/$': 'Ma démarche',
  '/ma-performance': 'Ma performance',
  '/diagnostic': 'Mon évaluation',
  '/diagnosis/preamble': 'Préambule du diagnostic',
  '/diagnosis/entreprise': 'Votre perception de la RSE',
  '/diagnosis/loader': 'Calcul de vos résultats',
  '/diagnosis/$axe/': ({ axe }) => `Axe ${axisTitle(axe)}`,
  '/diagnosis/$axe/$order': ({ axe, order }) => `${axisTitle(axe)}, question ${order ?? ''}`,
  '/solutions': 'Mes leviers',
  '/pilotage': 'Mon pilotage',
  '/mes-actions-realisees': 'Mes réalisations',
  '/mes-ressources': 'Ressources Steer',
  '/articles-blog/$slug': 'Article',
  '/sensibilisation/': 'Modules de sensibilisation',
  '/sensibilisation/$moduleId': 'Module de sensibilisation',
  '/mes-documents': 'Mes documents',
  '/mes-documents-internes': 'Mes documents internes',
  '/mes-documents-steer': 'Documents Steer',
  '/mon-enquete/dashboard': "Tableau de bord de l'enquête",
  '/steer-store': 'SteerStore',
} as const satisfies Record<RoutePath, RouteTitle>;

/** The title of a route with its parameters: 'Mon pilotage', 'Social, question 3'. */
export function routeTitle(path: RoutePath, params: Readonly<Record<string, string | undefined>>): string {
  const title: RouteTitle = ROUTE_TITLES[path];
  return typeof title === 'string' ? title : title(params);
}

/** The title of the not-found page, which has no route of its own. */
export const NOT_FOUND_TITLE = 'Page introuvable';
