/** The texts of the account forms (profile and password), reused by the profile popup and the account page. */
export const profileContent = {
  popupTitle: 'Mon profil',
  profileTitle: 'Mes informations',
  name: 'Prénom',
  surname: 'Nom',
  email: 'Adresse mail',
  emailHelp: 'Votre adresse mail est votre identifiant de connexion : elle ne se modifie pas depuis votre profil.',
  work: 'Poste',
  workPlaceholder: 'Ex. : Responsable RSE',
  role: "Rôle dans l'entreprise",
  noRole: "Aucun rôle : vous n'êtes pas encore rattaché·e à une entreprise.",
  roleHelp: "Votre rôle est attribué par l'administrateur principal, depuis la gestion des collaborateurs.",
  save: 'Enregistrer',
  saved: 'Vos informations ont bien été enregistrées.',
  nameRequired: 'Veuillez indiquer votre prénom.',
  surnameRequired: 'Veuillez indiquer votre nom.',
  failure: "Vos informations n'ont pas pu être enregistrées. Vérifiez votre connexion puis réessayez.",
} as const;

export const passwordContent = {
  title: 'Changer de mot de passe',
  current: 'Mot de passe actuel',
  next: 'Nouveau mot de passe',
  nextHelp: 'Au moins 8 caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial.',
  confirmation: 'Confirmation du nouveau mot de passe',
  submit: 'Modifier le mot de passe',
  saved: 'Votre mot de passe a bien été modifié.',
  currentRequired: 'Veuillez saisir votre mot de passe actuel.',
  nextRequired: 'Veuillez saisir un nouveau mot de passe.',
  /** The sign-up rule's message (spec §5), which the server answers too. */
  nextRule:
    'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
  mismatch: 'Les mots de passe ne correspondent pas',
  failure: "Votre mot de passe n'a pas pu être modifié. Vérifiez votre connexion puis réessayez.",
} as const;

export const settingsContent = {
  title: 'Configurer mon compte',
  intro: 'Vos informations, votre mot de passe et les e-mails que Steer vous envoie.',
  link: 'Tous les réglages du compte',
} as const;

export const notificationContent = {
  title: 'Notifications par e-mail',
  intro:
    'Choisissez les e-mails que vous souhaitez recevoir. Les e-mails de sécurité (mot de passe, connexion) restent toujours envoyés.',
  emailsLegend: 'E-mails envoyés',
  loadWhat: 'vos préférences de notification',
  flags: {
    deadlineReminders: {
      label: "Rappels d'échéances",
      help: "Une semaine avant l'échéance d'une action de votre plan.",
    },
    copiloteMessages: {
      label: 'Messages du copilote',
      help: "Quand votre copilote vous répond dans le chat et que vous n'êtes pas connecté·e.",
    },
    surveyDigest: {
      label: "Synthèse de l'enquête salariés",
      help: "Le nombre de nouvelles réponses et l'évolution du taux de participation.",
    },
    resourcesNewsletter: {
      label: 'Actualités RSE',
      help: 'Nouveaux guides Steer et évolutions réglementaires utiles aux PME.',
    },
  },
  frequency: 'Fréquence des synthèses',
  frequencyHelp: "Les rappels d'échéances et les messages du copilote regroupés selon ce rythme.",
  frequencies: [
    { id: 'immediate', label: 'Dès que possible' },
    { id: 'weekly', label: 'Une fois par semaine' },
    { id: 'monthly', label: 'Une fois par mois' },
  ] as const,
  save: 'Enregistrer mes préférences',
  saved: 'Vos préférences de notification ont bien été enregistrées.',
  failure: "Vos préférences n'ont pas pu être enregistrées. Vérifiez votre connexion puis réessayez.",
} as const;
