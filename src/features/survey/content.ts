import { formatNumber } from '@/lib/format';

/** French copy of the staff survey (dashboard and public answer page). */
export const surveyContent = {
  title: "Tableau de bord de l'enquête",
  intro:
    "Mesurez comment vos collaborateurs perçoivent la démarche RSE de l'entreprise. Les réponses sont anonymes ; les résultats se mettent à jour à chaque nouvelle réponse.",
  loadWhat: "l'enquête de votre entreprise",
  launchedOn: (date: string) => `Lancée le ${date}`,
  shareTitle: 'Lien de réponse à partager',
  shareHelp:
    "Envoyez ce lien à toute l'équipe par e-mail ou messagerie interne. Il s'ouvre sans compte Steer ; chaque ouverture permet une réponse.",
  shareField: "Lien de l'enquête",
  copy: 'Copier le lien',
  copied: 'Lien copié dans le presse-papiers.',
  copyFailed: 'La copie a échoué : sélectionnez le lien et copiez-le manuellement.',
  openForm: 'Ouvrir le formulaire',
  participationTitle: 'Participation',
  participationLabel: 'Taux de participation',
  participation: (responses: number, employees: number) =>
    `${formatNumber(responses, 0)} réponse${responses > 1 ? 's' : ''} sur ${formatNumber(employees, 0)} collaborateur${employees > 1 ? 's' : ''}`,
  lastResponse: (date: string) => `Dernière réponse le ${date}`,
  noEmployees: "Renseignez l'effectif de l'entreprise pour calculer le taux de participation.",
  lowParticipation:
    "Moins d'un tiers de l'équipe a répondu : relancez le lien pour que les résultats soient représentatifs.",
  resultsTitle: 'Résultats par question',
  questionNumber: (index: number) => `Question ${index}`,
  answered: (count: number) => `${formatNumber(count, 0)} réponse${count > 1 ? 's' : ''}`,
  favourable: (share: string) => `${share} d'avis favorables`,
  answerColumns: ['Réponse', 'Nombre de réponses'] as const,
  commentsPagination: 'Pagination des commentaires',
  commentsTitle: 'Commentaires des collaborateurs',
  commentsEmpty: 'Aucun commentaire pour le moment.',
  noResponses:
    "Aucune réponse pour l'instant. Partagez le lien ci-dessus : les résultats apparaîtront dès la première réponse.",
  emptyTitle: 'Aucune enquête lancée',
  emptyText:
    "L'enquête Steer compte dix questions sur la perception de la démarche RSE, les conditions de travail et les priorités de l'équipe. Lancez-la pour obtenir un lien de réponse anonyme à partager.",
  launch: "Lancer l'enquête",
  launchFailed: "L'enquête n'a pas pu être lancée. Veuillez réessayer.",
  launchReserved: "Seuls les administrateurs de l'entreprise peuvent lancer l'enquête.",
  // Public answer page
  publicLoadWhat: "l'enquête",
  linkNotFoundTitle: 'Lien introuvable',
  linkNotFound:
    "Ce lien d'enquête n'existe pas ou a été remplacé. Vérifiez l'adresse reçue ou demandez le lien à jour à votre direction.",
  requiredHint: "Les questions marquées d'un astérisque sont obligatoires.",
  commentLabel: 'Votre commentaire',
  submit: 'Envoyer mes réponses',
  missing: (numbers: number[]) =>
    numbers.length === 1
      ? `Merci de répondre à la question ${numbers[0]} avant d'envoyer.`
      : `Merci de répondre aux questions ${numbers.join(', ')} avant d'envoyer.`,
  answerRequired: 'Réponse obligatoire : choisissez une option.',
  thanksTitle: 'Merci pour votre participation !',
  thanks:
    "Votre réponse a bien été enregistrée. Elle aidera la direction à construire les prochaines actions RSE de l'entreprise.",
  alreadyAnswered: 'Votre réponse a déjà été enregistrée. Merci pour votre participation !',
  submitFailed: "Votre réponse n'a pas pu être envoyée. Vérifiez votre connexion puis réessayez.",
} as const;

/** The two agreeing levels of the 5-level scale: their share is the 'favourable' rate. */
export const FAVOURABLE_OPTIONS = ["Plutôt d'accord", "Tout à fait d'accord"];

/** Colours of the agreement scale, from disagreement to agreement (labels are always written too). */
export const SCALE_COLORS = [
  'var(--color-danger)',
  'var(--color-warning)',
  'var(--color-neutral-400)',
  'var(--color-axis-environnement)',
  'var(--color-success)',
];
