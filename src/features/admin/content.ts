import type { Schemas } from '@/api';
import { formatNumber } from '@/lib/format';

/** Copy of the admin panel (spec §2 "Admin panel"), in French. */
export const adminContent = {
  title: 'Admin Panel',
  tabsLabel: "Sections du panneau d'administration",
  usersTab: 'Utilisateurs',
  companiesTab: 'Entreprises',
  companiesComingSoon: 'La gestion des entreprises arrive bientôt.',
  usersTableCaption: 'Utilisateurs de la plateforme',
  /** What failed to load, in « Impossible de charger {what}. » */
  usersWhat: 'la liste des utilisateurs',
  usersTableScrollLabel: 'Tableau des utilisateurs',
  search: 'Rechercher un utilisateur',
  searchHelp: 'Par nom, prénom ou adresse mail.',
  searchPlaceholder: 'Ex. : Martin ou @verdance.fr',
  noMatch: (query: string) => `Aucun utilisateur ne correspond à « ${query} ».`,
  count: (shown: number, total: number) =>
    shown === total
      ? `${formatNumber(total, 0)} utilisateur${total > 1 ? 's' : ''}`
      : `${formatNumber(shown, 0)} utilisateur${shown > 1 ? 's' : ''} sur ${formatNumber(total, 0)}`,
  pagination: 'Pagination du tableau des utilisateurs',
  noUsers: 'Aucun utilisateur.',
  noPlans: 'Aucun plan',
  noPosition: '—',
  columns: {
    name: 'Nom',
    email: 'Email',
    position: 'Poste',
    role: 'Rôle',
    status: 'Statut',
    planAccess: 'Accès Plans',
    actions: 'Actions',
  },
  edit: 'Modifier',
  change: 'Changer',
  remove: 'Supprimer',
  editRoleLabel: (fullName: string) => `Modifier le rôle de ${fullName}`,
  editStatusLabel: (fullName: string) => `Modifier le statut de ${fullName}`,
  changePlanAccessLabel: (fullName: string, plan: string) => `Changer l'accès de ${fullName} au plan ${plan}`,
  removeLabel: (fullName: string) => `Supprimer ${fullName}`,
} as const;

/** French labels of the contract's enum values; the raw value goes to the console log. */
export const roleLabels: Record<Schemas['CompanyMemberRole'], string> = {
  ADMIN: 'Administrateur',
  MEMBER: 'Membre',
};

export const statusLabels: Record<Schemas['AccountStatus'], string> = {
  ACTIVE: 'Actif',
  VALIDATED: 'Validé',
  PENDING_VALIDATION: 'En attente de validation',
};

export const planAccessLabels: Record<Schemas['PlanAccessLevel'], string> = {
  NONE: 'Aucun accès',
  READ: 'Lecture',
};
