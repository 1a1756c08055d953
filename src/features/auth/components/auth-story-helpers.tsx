/** Fields of the account forms, as a person finds them. */
export const storyLabels = {
  email: 'Adresse mail',
  password: /^Mot de passe/,
  confirmation: /^Confirmation du mot de passe/,
  newPassword: /^Nouveau mot de passe/,
} as const;
