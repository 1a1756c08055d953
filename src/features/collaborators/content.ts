import type { Schemas } from '@/api';
import { formatNumber } from '@/lib/format';

export type CollaboratorRole = Schemas['CollaboratorRole'];

/** Copy of the collaborator popup (spec §2 "Collaborator popup", §4, §5), in French. */
export const collaboratorsContent = {
  title: 'Mes collaborateurs',
  intro: 'Ajoutez les membres de votre équipe et choisissez les pages de Steer auxquelles chacun a accès.',
  list: {
    heading: 'Équipe',
    label: 'Collaborateurs de votre entreprise',
    searchLabel: 'Rechercher un collaborateur',
    searchPlaceholder: 'Prénom ou nom',
    empty:
      "Vous êtes seul·e dans votre entreprise pour l'instant : ajoutez un premier collaborateur avec le formulaire.",
    noMatch: (query: string) => `Aucun collaborateur ne correspond à « ${query} ».`,
    count: (count: number) => `${formatNumber(count, 0)} collaborateur${count > 1 ? 's' : ''}`,
    you: 'vous',
    what: 'la liste de vos collaborateurs',
    stale:
      "La liste n'a pas pu être actualisée : elle affiche le dernier état connu. Nouvelle tentative dans quelques secondes.",
  },
  add: {
    heading: 'Ajouter un collaborateur',
    email: 'Adresse e-mail',
    name: 'Prénom (facultatif)',
    surname: 'Nom (facultatif)',
    submit: 'Ajouter le collaborateur',
    success: 'Un nouveau collaborateur·rice·s a été ajouté !',
    invitationHint: 'Il ou elle recevra un e-mail pour choisir son mot de passe.',
  },
  edit: {
    headingOf: (label: string) => `Modifier ${label}`,
    cancel: 'Annuler',
    submit: 'Valider',
    success: 'Changements validés',
    pagesWhat: 'les pages autorisées de ce collaborateur',
    self: 'Vos propres droits ne peuvent pas être modifiés ici : ils relèvent de votre administrateur principal.',
    mainAdmin: "Les droits de l'administrateur principal ne peuvent pas être modifiés : il a accès à toutes les pages.",
    peerAdmin:
      "Un administrateur secondaire ne peut modifier que les collaborateurs au profil Acteur : adressez-vous à l'administrateur principal.",
  },
  role: {
    label: 'Profil type',
    placeholder: 'Choisir un profil type',
    presetHint: 'Choisir un profil coche ses pages par défaut ; vous pouvez ensuite ajuster chaque accès.',
    secondaryOnlyActeur: "En tant qu'administrateur secondaire, vous pouvez attribuer le profil Acteur uniquement.",
  },
  pages: {
    legend: 'Accès aux pages',
    loading: 'Chargement des pages...',
    what: 'la liste des pages de Steer',
    summary: (granted: number, total: number) => `${granted} page${granted > 1 ? 's' : ''} sur ${total}`,
  },
  errors: {
    emailRequired: "Veuillez saisir l'adresse e-mail du collaborateur.",
    emailInvalid: 'Veuillez saisir une adresse email valide',
    roleRequired: 'Veuillez choisir un profil type.',
    emailTaken:
      'Cette adresse e-mail correspond déjà à un compte Steer : elle ne peut pas être invitée une seconde fois.',
    forbidden: "Vous n'avez pas les droits nécessaires pour cette modification.",
    notFound: "Ce collaborateur n'existe plus dans votre entreprise : la liste vient d'être rafraîchie.",
    network: 'Le serveur ne répond pas. Vérifiez votre connexion : votre saisie est conservée, vous pouvez réessayer.',
    addFailed: "L'ajout du collaborateur a échoué. Votre saisie est conservée : vous pouvez réessayer.",
    updateFailed: "Les changements n'ont pas été enregistrés. Votre sélection est conservée : vous pouvez réessayer.",
  },
} as const;

/** French descriptions of each role, shown under the role choice. */
export const roleDescriptions: Record<CollaboratorRole, string> = {
  'Administrateur principal': "Créateur de l'entreprise : accès à toutes les pages et gestion de l'équipe.",
  'Administrateur secondaire': 'Accès à toutes les pages ; peut ajouter des collaborateurs au profil Acteur.',
  Acteur: "Plan d'actions, Ressources Steer et Steer Store ; ne gère pas l'équipe.",
};
