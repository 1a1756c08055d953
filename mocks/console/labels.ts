import type { ApiArea, Failure, Latency, NetworkSettings } from '../network';

/** French wording of the demo console's network controls. */
export const AREA_LABELS: Record<ApiArea, string> = {
  auth: 'Authentification',
  users: 'Utilisateurs',
  collaborators: 'Collaborateurs',
  companies: 'Entreprises',
  dashboard: 'Tableau de bord',
  solutions: 'Actions',
  form: 'Questionnaire',
  documents: 'Documents internes',
  surveys: 'Enquête collaborateurs',
};

export const LATENCY_LABELS: Record<Latency, string> = {
  none: 'Aucune',
  realistic: 'Réaliste',
  slow: 'Lente',
};

export const LATENCY_HINTS: Record<Latency, string> = {
  none: 'réponse immédiate',
  realistic: 'entre 250 et 600 ms',
  slow: '2,5 s par appel',
};

export const FAILURE_LABELS: Record<Failure, string> = {
  none: 'Aucune',
  '500': 'Erreur 500',
  '400': 'Erreur 400',
  network: 'Erreur réseau',
};

/** True when the demo network differs from a perfect one: the floating button then shows a badge. */
export function isNetworkAltered(settings: NetworkSettings): boolean {
  return (
    settings.unstable ||
    settings.latency !== 'none' ||
    Object.values(settings.failures).some((failure) => failure !== 'none')
  );
}
