/** Copy of the copilote chat (spec §2 "Support chat", §4, §5), in French. */
export const chatContent = {
  open: 'Écrire à votre copilote',
  title: 'Votre copilote',
  subtitle: 'Une question sur votre démarche RSE ? Votre copilote vous répond ici.',
  close: 'Fermer la discussion',
  historyLabel: 'Messages échangés avec votre copilote',
  empty: 'Aucun message pour le moment. Posez votre première question : votre copilote vous répondra ici.',
  loadingHistory: 'Chargement de la conversation...',
  copilot: 'Votre copilote',
  you: 'Vous',
  typing: "Votre copilote est en train d'écrire...",
  inputLabel: 'Votre message',
  inputPlaceholder: 'Écrivez votre message...',
  inputHint: 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
  send: 'Envoyer',
  tooLong: (max: string) =>
    `Votre message dépasse ${max} caractères : raccourcissez-le ou envoyez-le en plusieurs fois.`,
  connecting: 'Connexion à votre copilote...',
  reconnecting:
    'Connexion perdue avec votre copilote. Reconnexion en cours... Les messages marqués « Non envoyé » partiront dès son retour.',
  unreachable:
    'Le chat est momentanément injoignable. Nouvelle tentative dans quelques secondes ; les messages marqués « Non envoyé » partiront dès le retour de la connexion.',
  sending: 'Envoi...',
  notSent: 'Non envoyé',
  resend: 'Renvoyer',
  /** Spoken (not shown) once the server has the person's message: on screen, « Envoi... » simply goes. */
  delivered: 'Message envoyé',
  /** Spoken when a message was not delivered: what the person sees under it, and the way out. */
  notSentSpoken: 'Non envoyé : le bouton « Renvoyer » sous le message le renvoie.',
  /** Spoken when a message arrives: who wrote it, then what they wrote. */
  arrived: (author: string, body: string) => `${author} : ${body}`,
  /** The session could not be renewed: the person must sign in again to keep chatting. */
  sessionEnded: 'Votre session a expiré : reconnectez-vous pour poursuivre la conversation avec votre copilote.',
  decodeError: 'Erreur lors du décodage du JWT',
} as const;
