/**
 * The French copy of the account screens (spec §2, §4, §5, §8). Texts the spec gives are quoted exactly; the others
 * (brand panel, headings without a spec text, hints) are ours and marked as such.
 */

/** Validation messages (spec §5), shared by every form that checks the same rule. */
export const validationMessages = {
  email: 'Veuillez saisir une adresse email valide',
  signUpPassword:
    'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial',
  confirmation: 'Les mots de passe ne correspondent pas',
  resetPassword: 'Le mot de passe doit contenir au moins 6 caractères',
} as const;

/** Shared field labels and links. Ours (the spec names the fields, not their labels). */
export const fieldLabels = {
  email: 'Adresse mail',
  password: 'Mot de passe',
  lastName: 'Nom',
  firstName: 'Prénom',
  confirmation: 'Confirmation du mot de passe',
  newPassword: 'Nouveau mot de passe',
  backToLogin: 'Retour à la connexion',
} as const;

/** The left panel of the account screens. Ours: Steer's value proposition in a few lines. */
export const brandContent = {
  regionLabel: 'Présentation de Steer',
  tagline: 'Votre démarche RSE, pilotée pas à pas.',
  pitch:
    "Steer vous aide à évaluer la maturité RSE de votre entreprise, à prioriser vos enjeux et à suivre votre plan d'actions avec votre copilote.",
  highlights: [
    'Un diagnostic sur quatre axes pour situer votre entreprise.',
    'Un score global sur 100 et des actions prioritaires claires.',
    'Un copilote à vos côtés pour avancer à chaque étape.',
  ],
  axesLabel: 'Les quatre axes du diagnostic',
  axes: [
    { key: 'gouvernance', label: 'Gouvernance & Stratégie' },
    { key: 'social', label: 'Social et droits des collaborateurs' },
    { key: 'environnement', label: 'Environnement' },
    { key: 'business', label: 'Business durable' },
  ],
} as const;

/** Login (spec §2 "Login", §8). */
export const loginContent = {
  documentTitle: 'Connexion',
  title: 'Connectons-nous.',
  /** Ours. */
  intro: 'Ravi de vous revoir ! Connectez-vous pour retrouver votre démarche RSE.',
  submit: 'Se connecter',
  forgotPassword: 'Je réinitialise mon mot de passe',
  /** Ours: the lead-in of the sign-up button. */
  noAccount: 'Pas encore de compte ?',
  signUp: "S'inscrire",
  wrongCredentials: 'Adresse mail / mot de passe incorrect',
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  /** Ours: the spec only says the screen must be shown on a larger device below 1024 px. */
  narrowScreen: 'Pour une meilleure expérience, affichez cette page sur un écran plus grand (ordinateur).',
  narrowScreenTitle: 'Écran trop petit',
} as const;

/** Sign-up (spec §2 "Sign-up", §4, §8). */
export const signUpContent = {
  documentTitle: 'Inscription',
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
  documentTitle: 'Validation de votre adresse mail',
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
  documentTitle: 'Mot de passe oublié',
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
  documentTitle: 'Nouveau mot de passe',
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
  documentTitle: 'Déconnexion',
  title: 'Logout Page',
  /** Ours. */
  pending: 'Déconnexion en cours...',
} as const;

/** Delays (spec §9): every success redirect of these screens waits 3000 ms. */
export const REDIRECT_DELAY_MS = 3000;
