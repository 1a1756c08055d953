/**
 * The spec's 404 text (§2): 'Erreur 404 – Page introuvable – La page que vous cherchez n'existe pas ou a été
 * déplacée.' shown as a heading (its first two parts) and a sentence (the last), with its two separators visible.
 */
export const notFoundContent = {
  code: 'Erreur 404',
  title: 'Page introuvable',
  separator: '–',
  message: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
} as const;

/**
 * A page that failed to show (the router's error screen, for any route without its own): the catalogue's wording
 * (spec §8), no server code or English text, and two ways out.
 */
export const routeErrorContent = {
  title: "Cette page n'a pas pu s'afficher",
  message: 'Une erreur est survenue. Veuillez réessayer.',
  retry: 'Réessayer',
  backHome: "Retour à l'accueil",
} as const;
