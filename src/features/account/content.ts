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
  role: 'Rôle dans l’entreprise',
  noRole: 'Aucun rôle : vous n’êtes pas encore rattaché·e à une entreprise.',
  roleHelp: 'Votre rôle est attribué par l’administrateur principal, depuis la gestion des collaborateurs.',
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
  mismatch: 'Les mots de passe ne correspondent pas',
  failure: "Votre mot de passe n'a pas pu être modifié. Vérifiez votre connexion puis réessayez.",
} as const;
