import type { Axis } from '@/components/ui';
import type { Schemas } from '@/api';

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

type AxisResultKey = Exclude<keyof Schemas['ScoreResults'], 'result'>;

/** The four thermometers, in the questionnaire's order: which result field, which colour, which label. */
export const scoreAxes: readonly { key: AxisResultKey; axis: Axis; label: string }[] = [
  { key: 'axe2Result', axis: 'gouvernance', label: 'Gouvernance & Stratégie' },
  { key: 'axe3Result', axis: 'social', label: 'Social' },
  { key: 'axe4Result', axis: 'environnement', label: 'Environnement' },
  { key: 'axe5Result', axis: 'business', label: 'Business durable' },
];
