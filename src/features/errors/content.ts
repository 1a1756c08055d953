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
