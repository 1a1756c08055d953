import type { Schemas } from '@/api';

/** French copy of the action-plan pages. Page titles are the side menu's labels (spec §2), quoted exactly. */

export type SolutionStatus = Schemas['SolutionStatus'];

/** The three statuses of the plan in board order, with the spec's labels ('À réaliser', 'En cours', 'Validée'). */
export const STATUS_COLUMNS: readonly { status: SolutionStatus; label: string }[] = [
  { status: 'toRealize', label: 'À réaliser' },
  { status: 'inProgress', label: 'En cours' },
  { status: 'validated', label: 'Validée' },
];

export const STATUS_LABELS: Record<SolutionStatus, string> = {
  toRealize: 'À réaliser',
  inProgress: 'En cours',
  validated: 'Validée',
};

/** Score range codes of the perception form (spec §3), as sentences can use them. */
export const SCORE_RANGES: Record<'L1' | 'L2' | 'L3' | 'L4', { min: number; max: number; label: string }> = {
  L1: { min: 0, max: 25, label: 'entre 0 et 25' },
  L2: { min: 25, max: 50, label: 'entre 25 et 50' },
  L3: { min: 50, max: 75, label: 'entre 50 et 75' },
  L4: { min: 75, max: 100, label: 'entre 75 et 100' },
};

export const actionPlanContent = {
  readOnly: {
    title: 'Consultation seule',
    message:
      "Votre rôle d'Acteur vous permet de consulter le plan d'actions. Pour le modifier, adressez-vous à un administrateur de votre entreprise.",
  },
  restricted: {
    title: 'Page réservée aux administrateurs',
    message:
      "Avec le profil Acteur, vous avez accès au Plan d'actions : votre évaluation, les leviers, le pilotage et les réalisations de votre entreprise.",
    link: 'Voir le pilotage du plan',
  },
  noCompany: "Votre compte n'est rattaché à aucune entreprise pour le moment.",
  approach: {
    title: 'Mes progrès',
    intro: 'Où en est votre démarche RSE, étape par étape, et ce qui vient ensuite.',
    stepsLabel: 'Étapes de votre démarche',
    nextTitle: 'Prochaine étape',
    allDone:
      "Toutes les étapes sont franchies : faites vivre votre plan d'actions et suivez vos échéances dans « Mon pilotage ».",
    historyTitle: 'Évolution de votre score RSE',
    historyEmpty: 'Votre score apparaîtra ici après la première évaluation avec votre copilote.',
    statusDone: 'Terminée',
    statusCurrent: 'En cours',
    statusTodo: 'À venir',
    evaluationDraft:
      "Bonjour, nous avons terminé notre questionnaire de diagnostic. Pouvons-nous convenir d'un échange pour réaliser l'évaluation de notre maturité RSE ?",
  },
  performance: {
    title: 'Ma performance',
    intro: 'Vos scores RSE, ce que vous pensiez de votre démarche et ce que le diagnostic a mesuré.',
    globalLabel: 'Score global',
    axesLabel: 'Scores par axe',
    perceptionTitle: 'Votre perception face au diagnostic',
    perceptionMissing:
      "Vous n'avez pas encore rempli le formulaire de perception : comparez votre ressenti au diagnostic en quelques clics.",
    perceptionLink: 'Remplir le formulaire de perception',
    levelsTitle: 'Niveau atteint sur chaque question',
    weakestTitle: 'Vos trois points les plus faibles',
    weakestIntro: 'Les questions où vous avez le plus à gagner : commencez par leurs leviers.',
    weakestLink: 'Voir les leviers',
    notEvaluated:
      "Votre copilote n'a pas encore réalisé l'évaluation de votre maturité RSE : vos scores apparaîtront ici après votre prochain échange.",
  },
  evaluation: {
    title: 'Mon évaluation',
    intro: 'Toutes vos réponses au questionnaire de diagnostic, axe par axe. Modifiez-en une à tout moment.',
    change: 'Modifier',
    unanswered: 'Sans réponse',
    noFreeText: 'Pas de réponse (question facultative).',
    resume: 'Reprendre le questionnaire',
    incomplete: (count: number) =>
      count === 1
        ? 'Une question notée attend encore votre réponse.'
        : `${count} questions notées attendent encore votre réponse.`,
    complete: 'Toutes les questions notées ont une réponse.',
    notStarted: "Vous n'avez encore répondu à aucune question du diagnostic.",
    start: 'Commencer le questionnaire',
  },
  levers: {
    title: 'Mes leviers',
    pagination: 'Pagination des leviers',
    intro:
      "Les leviers d'action de chaque question, classés selon les points que vous gagneriez : vos réponses les plus faibles d'abord.",
    filterLabel: 'Filtrer par axe',
    allAxes: 'Tous les axes',
    markPriority: 'Marquer comme enjeu prioritaire',
    priority: 'Enjeu prioritaire',
    addToPlan: 'Ajouter au plan',
    inPlan: 'Dans mon plan',
    seePlan: 'Voir dans Mon pilotage',
    added: (title: string) => `« ${title} » a été ajouté à votre plan d'actions, au statut « À réaliser ».`,
    reached: 'Niveau déjà atteint',
    empty: 'Aucun levier pour cet axe.',
    yourLevel: 'Votre niveau',
    target: 'Niveau visé',
    notAnswered: 'Question sans réponse',
    count: (count: number) => (count === 1 ? '1 levier' : `${count} leviers`),
    questionFilter: (heading: string) => `Leviers de la question « ${heading} »`,
    clearQuestion: 'Voir tous les leviers',
  },
  pilotage: {
    title: 'Mon pilotage',
    intro: "Votre plan d'actions : faites avancer chaque action, fixez les échéances, les responsables et les KPI.",
    filtersLabel: 'Filtres',
    axisFilter: 'Axe',
    ownerFilter: 'Responsable',
    allOwners: 'Tous les responsables',
    noOwnerFilter: 'Sans responsable',
    overdueFilter: 'Seulement les actions en retard',
    empty: "Votre plan d'actions est vide. Choisissez vos premiers leviers pour le construire.",
    emptyLink: 'Choisir des leviers',
    emptyColumn: 'Aucune action.',
    noMatch: 'Aucune action ne correspond à ces filtres.',
    description: 'Description',
    owner: 'Responsable',
    noOwner: 'Aucun responsable',
    ownerNoMatch: (query: string) => `Aucun collaborateur ne correspond à « ${query} ».`,
    deadline: 'Échéance',
    noDeadline: 'Aucune échéance',
    clearDeadline: "Retirer l'échéance",
    kpi: 'KPI',
    noKpi: 'Aucun KPI',
    addKpiOption: '+ Ajouter mon KPI',
    newKpiLabel: 'Mon KPI',
    newKpiPlaceholder: 'Ex. : nombre de fournisseurs évalués',
    addKpi: 'Ajouter',
    cancel: 'Annuler',
    overdue: 'En retard',
    saved: 'Modification enregistrée.',
    moveTo: { toRealize: 'Remettre à réaliser', inProgress: 'Passer en cours', validated: 'Valider' },
    reopen: 'Rouvrir',
    moved: (title: string, status: string) => `« ${title} » est maintenant dans la colonne « ${status} ».`,
    count: (count: number) => (count === 1 ? '1 action' : `${count} actions`),
  },
  achievements: {
    title: 'Mes réalisations',
    intro: 'Les actions validées ces six derniers mois, par axe et par niveau, les plus récentes en premier.',
    export: 'Exporter en CSV',
    empty: "Vous n'avez pas réalisé d'actions les six derniers mois.",
    emptyLink: 'Aller à Mon pilotage',
    validatedOn: 'Validée le',
    fileName: 'mes-realisations.csv',
    csvHeader: ['Axe', 'Niveau', 'Action', 'Question', 'Date de validation'],
  },
} as const;
