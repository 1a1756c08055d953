/**
 * The copy /login shows (and the validation messages and field labels every account form shares): apart from the
 * other account screens' copy, since /login ships with the entry every page downloads. `content.ts` re-exports it.
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
