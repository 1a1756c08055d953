import type { ScoreHistoryDuration } from '@/api/queries/dashboard';
import { DEFAULT_SCORE_PERIOD } from './periods';

/** Copy of the dashboard's top section and of the placeholder home page (spec §2), quoted exactly. */
export const dashboardContent = {
  title: 'Mon tableau de bord dynamique',
  scoreSectionLabel: 'Mes scores RSE',
  globalScorePrefix: 'Votre score global:',
  globalScoreMax: 100,
  axisScoreMax: 25,
  axesLabel: 'Scores par axe',
  /** Limited-access message (spec §2 "Limited-access page"): shown while no evaluation exists yet. */
  notEvaluatedYet: {
    greeting: 'Soyez patient.e,',
    message: "l'évaluation de votre maturité RSE sera réalisée avec votre copilote lors de votre prochain échange !",
  },
  noCompany: "Votre compte n'est rattaché à aucune entreprise pour le moment.",
} as const;

export const homeContent = {
  title: 'Home Page',
} as const;

/** The score chart: title, period buttons ('Tout' is one year) and the texts of its table. */
export const scoreHistoryContent = {
  title: 'Évolution de votre score RSE',
  periodsLabel: 'Période affichée',
  periods: [
    { id: '3m', label: '3 mois' },
    { id: '6m', label: '6 mois' },
    { id: '1y', label: 'Tout' },
  ] as const satisfies readonly { id: ScoreHistoryDuration; label: string }[],
  defaultPeriod: DEFAULT_SCORE_PERIOD,
  description: 'Le meilleur score obtenu chaque mois, sur 100.',
  noScore: 'Aucun score sur cette période : la courbe apparaîtra après votre première évaluation.',
  columns: ['Mois', 'Meilleur score du mois'] as const,
  gap: 'Aucune évaluation ce mois-ci',
  updating: 'Mise à jour du graphique...',
  what: "l'évolution de votre score",
  noCompanyInToken:
    "L'évolution de votre score ne peut pas être affichée : votre session n'indique pas votre entreprise. Reconnectez-vous pour la retrouver.",
} as const;

/** Section 'Mon plan d'actions Prioritaires' (spec §2). */
export const priorityContent = {
  title: "Mon plan d'actions Prioritaires",
  radar: {
    title: 'Maturité de vos enjeux prioritaires',
    description: 'Niveau de maturité de chaque enjeu, de 0 (non évalué) à 4.',
    columns: ['Enjeu prioritaire', 'Niveau de maturité'] as const,
    enlarge: 'Agrandir le radar',
    empty: "Aucun enjeu prioritaire n'a encore été retenu pour votre entreprise.",
    what: 'la maturité de vos enjeux prioritaires',
  },
  status: {
    title: 'Avancée de vos actions prioritaires',
    labels: { validated: 'Validées', inProgress: 'En cours', toRealize: 'À réaliser' },
    empty: "Aucune action prioritaire n'a encore été définie.",
    what: "l'avancée de vos actions prioritaires",
  },
  distribution: {
    title: 'Répartition de vos enjeux prioritaires',
    labels: { gouvernance: 'Gouvernance', social: 'Social', environnement: 'Environnement', business: 'Business' },
    centerUnit: (total: number) => (total > 1 ? 'enjeux' : 'enjeu'),
    empty: "Aucun enjeu prioritaire n'a encore été retenu pour votre entreprise.",
    what: 'la répartition de vos enjeux prioritaires',
  },
} as const;

/** Section 'Mes actions Réalisées et à Venir' (spec §2), empty states quoted exactly. */
export const actionsContent = {
  title: 'Mes actions Réalisées et à Venir',
  deadlines: {
    title: (count: number) => `Mes échéances à venir (${count})`,
    titleLoading: 'Mes échéances à venir',
    emptyBefore:
      "Vous n'avez pas encore indiqué d'échéances pour vos actions prioritaires, ou bien celles-ci sont trop lointaines. Rendez-vous à ",
    emptyLink: 'la page pilotage',
    emptyAfter: ' pour le faire !',
    deadlinePrefix: 'Échéance :',
    status: { inProgress: 'En cours', toRealize: 'À réaliser', validated: 'Validée' },
    showAll: (count: number) => `Voir les ${count} échéances`,
    showLess: 'Réduire la liste',
    what: 'vos échéances à venir',
  },
  achievements: {
    title: 'Mes dernières réalisations',
    empty: "Vous n'avez pas réalisé d'actions les six derniers mois.",
    validatedOn: 'Réalisée le',
    showAll: (count: number) => `Voir les ${count} réalisations`,
    showLess: 'Réduire la liste',
    what: 'vos dernières réalisations',
  },
  collaborators: {
    title: 'Vos collaborateurs sur Steer',
    what: 'le nombre de vos collaborateurs',
  },
  /** How many items a list shows before it is expanded (spec §9). */
  previewCount: 2,
} as const;
