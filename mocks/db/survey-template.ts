import type { SurveyQuestion } from './schema';

/**
 * Steer's staff perception survey: how employees see their company's RSE approach. Launching a survey copies these
 * questions into it, so a later edit of the template never changes the meaning of answers already given.
 */

export const AGREEMENT_SCALE = [
  "Pas du tout d'accord",
  "Plutôt pas d'accord",
  'Sans avis',
  "Plutôt d'accord",
  "Tout à fait d'accord",
] as const;

const scale = (id: string, label: string): SurveyQuestion => ({
  id,
  label,
  kind: 'scale',
  options: [...AGREEMENT_SCALE],
  required: true,
});

export const SURVEY_TITLE = 'Enquête de perception RSE des collaborateurs';

export const SURVEY_INTRO =
  "Cette enquête anonyme prend environ cinq minutes. Vos réponses aident la direction à mesurer comment l'équipe perçoit la démarche RSE de l'entreprise et à choisir les prochaines actions. Aucune donnée permettant de vous identifier n'est enregistrée.";

export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  scale('q1', "Je connais les engagements RSE de mon entreprise et je sais les expliquer à quelqu'un d'extérieur."),
  scale('q2', "La direction donne l'exemple en matière de responsabilité sociale et environnementale."),
  scale('q3', 'Mes conditions de travail (charge, horaires, équilibre avec la vie personnelle) sont satisfaisantes.'),
  scale('q4', 'Je me sens en sécurité, physiquement et psychologiquement, sur mon lieu de travail.'),
  scale('q5', "Les femmes et les hommes ont les mêmes chances d'évolution et de rémunération dans l'entreprise."),
  scale('q6', "J'ai accès aux formations dont j'ai besoin pour progresser dans mon métier."),
  scale(
    'q7',
    "L'entreprise agit concrètement pour réduire son impact environnemental (énergie, déchets, déplacements).",
  ),
  {
    id: 'q8',
    label: "Parmi ces sujets, lequel devrait être la priorité de l'entreprise pour l'année à venir ?",
    kind: 'choice',
    options: [
      'Réduire notre empreinte carbone',
      'Améliorer la qualité de vie au travail',
      'Développer les compétences des équipes',
      'Acheter de façon plus responsable',
      "Renforcer la diversité et l'inclusion",
    ],
    required: true,
  },
  {
    id: 'q9',
    label: 'Seriez-vous prêt·e à vous impliquer dans la démarche RSE (groupe de travail, ambassadeur, idées) ?',
    kind: 'choice',
    options: ['Oui, volontiers', 'Peut-être, selon le temps demandé', 'Non, pas pour le moment'],
    required: true,
  },
  {
    id: 'q10',
    label: 'Une idée, une remarque ou une inquiétude à partager avec la direction ? (facultatif)',
    kind: 'text',
    options: [],
    required: false,
  },
];
