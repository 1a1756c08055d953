/** Copy of the no-access state (page access set in the collaborator popup, spec §6), in French. */
export const pageAccessContent = {
  title: 'Cette page ne vous est pas ouverte',
  message: (page: string) =>
    `Votre profil ne donne pas accès à la page « ${page} ». Les accès aux pages sont choisis par les administrateurs de votre entreprise.`,
  askMain: (name: string) => `Pour l'obtenir, adressez-vous à votre administrateur·rice principal·e, ${name}.`,
  askSecondary: (names: readonly string[]) =>
    names.length > 1
      ? `Vous pouvez aussi contacter les administrateur·rice·s secondaires : ${names.join(', ')}.`
      : `Vous pouvez aussi contacter ${names.join('')}, administrateur·rice secondaire.`,
  askUnknown: "Pour l'obtenir, adressez-vous à l'administrateur·rice principal·e de votre entreprise.",
  yourPages: 'Les pages qui vous sont ouvertes',
  noPages:
    "Aucune page ne vous est encore ouverte : votre administrateur·rice peut vous en donner l'accès depuis la gestion des collaborateurs.",
  lockedHint: (whomToAsk: string) => `Cette page ne fait pas partie de vos accès. ${whomToAsk}`,
  checking: 'Vérification de vos accès...',
  what: 'vos accès aux pages',
} as const;
