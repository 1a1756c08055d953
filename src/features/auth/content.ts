/**
 * The French copy of the account screens (spec §2, §4, §5, §8). Texts the spec gives are quoted exactly; the others
 * (brand panel, headings without a spec text, hints) are ours and marked as such.
 */

export { brandContent, fieldLabels, loginContent, validationMessages } from './login-content';

/** Sign-up (spec §2 "Sign-up", §4, §8). */
export const signUpContent = {
  /** Ours. */
  title: 'Créons votre compte.',
  /** Ours. */
  intro: 'Quelques informations et votre diagnostic RSE peut commencer.',
  /** Ours: the rule, shown under the password before any error. */
  passwordHint: 'Au moins 8 caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial.',
  submit: "C'est parti !",
  /** Ours: the lead-in of the login link. */
  alreadyRegistered: 'Déjà un compte ?',
  logIn: 'Je me connecte',
  /** Ours. */
  successTitle: 'Bienvenue sur Steer !',
  success: 'Un mail vous attend dans votre boîte de réception pour valider votre compte :)',
  /** Ours: the spec asks for a hint to check spam. */
  spamHint: 'Pensez à vérifier vos courriers indésirables (spams).',
  /** 'Erreur: {server message}' — any status other than 201. */
  serverError: (message: string) => `Erreur: ${message}`,
  /** 'Une erreur est survenue : {message}' — the call itself failed. */
  exception: (message: string) => `Une erreur est survenue : ${message}`,
} as const;

/** E-mail confirmation (spec §2, §4, §8). */
export const confirmEmailContent = {
  /** Ours: the page's stable heading; the state is announced below it. */
  title: 'Validation de votre adresse mail',
  pending: 'Validation en cours...',
  success: "Votre mail est validé, c'est parti pour la suite !",
  redirecting: 'Redirection vers la page de connexion...',
  missingToken: 'Aucun token fourni !',
  failed: 'Confirmation échouée !',
  unexpected: 'Une erreur est survenue !',
} as const;

/** Forgot password (spec §2, §4, §8). */
export const forgotPasswordContent = {
  /** Ours. */
  title: 'Mot de passe oublié ?',
  /** Ours. */
  intro: 'Indiquez votre adresse mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  submit: 'Confirmer',
  successTitle: 'Pas de panique, on a pensé à tout !',
  success: 'Un mail vous attend dans votre boîte de réception',
  failure: 'Une erreur est survenue. Veuillez réessayer.',
  networkFailure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const;

/** Reset password (spec §2, §4, §5, §8). */
export const resetPasswordContent = {
  /** Ours. */
  title: 'Choisissez un nouveau mot de passe',
  /** Ours. */
  intro: 'Votre nouveau mot de passe doit contenir au moins 6 caractères.',
  /** Ours: the spec says "confirm button" without its text. */
  submit: 'Confirmer',
  invalidLink: 'Lien invalide ou expiré.',
  /** Ours: where to go from a dead link. */
  newLink: 'Demander un nouveau lien',
  failure: 'Une erreur est survenue. Veuillez réessayer.',
  networkFailure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  successTitle: 'Mot de passe réinitialisé avec succès !',
  redirecting: 'Redirection vers la page de connexion...',
} as const;

/** /logout (spec §2). */
export const logoutContent = {
  title: 'Logout Page',
  /** Ours. */
  pending: 'Déconnexion en cours...',
} as const;

/** Delays (spec §9): every success redirect of these screens waits 3000 ms. */
export const REDIRECT_DELAY_MS = 3000;
