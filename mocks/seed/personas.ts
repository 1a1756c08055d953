import type { AccountStatus } from '../db/constants';

/**
 * Demo accounts of the seed, for the demo console and the README. All seeded accounts share one password.
 */

/** Meets the sign-up rule: 8 characters or more, with a lowercase, an uppercase, a digit and a special character. */
export const DEMO_PASSWORD = 'Steer2026!';

export interface DemoPersona {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Short French label for the persona picker. */
  readonly label: string;
  /** What signing in as this persona shows, in French. */
  readonly demonstrates: string;
  readonly accountStatus: AccountStatus;
  /** Company name, or null for an account with no company. */
  readonly companyName: string | null;
  /** Where a successful login leads; for a refused login, the page the person stays on. */
  readonly landingRoute: '/admin' | '/dashboard' | '/login';
  /** False when the login is refused (e-mail not confirmed). */
  readonly canLogIn: boolean;
  /** True for a persona whose data the demo builds at its first sign-in rather than holding in the seed. */
  readonly builtOnDemand?: true;
}

/** Groupe Horizon, the large company built on demand (horizon.ts). */
export const HORIZON_DOMAIN = 'groupe-horizon.fr';
export const HORIZON_EMAIL = `direction@${HORIZON_DOMAIN}`;

/** Each persona's address, written once: the seed, the console and the review route name them through it. */
export const PERSONA_EMAILS = {
  admin: 'admin@steer.fr',
  claire: 'claire.martin@verdance.fr',
  hugo: 'hugo.bernard@verdance.fr',
  lea: 'lea.petit@verdance.fr',
  nina: 'nina.roux@atelier-lumen.fr',
  paul: 'paul.girard@transports-azur.fr',
  sarah: 'sarah.lefebvre@cobalt-numerique.fr',
  julien: 'julien.moreau@verdance.fr',
  horizon: HORIZON_EMAIL,
} as const;

export const DEMO_PERSONAS: readonly DemoPersona[] = [
  {
    email: PERSONA_EMAILS.admin,
    firstName: 'Alex',
    lastName: 'Steer',
    label: 'Administrateur de la plateforme',
    demonstrates:
      "Panneau d'administration : liste de tous les utilisateurs de la plateforme (rôle, statut, accès aux plans).",
    accountStatus: 'ACTIVE',
    companyName: null,
    landingRoute: '/admin',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.claire,
    firstName: 'Claire',
    lastName: 'Martin',
    label: 'Administratrice principale — Verdance Conseil',
    demonstrates:
      "Entreprise évaluée : score global et par axe, historique sur 14 mois, enjeux prioritaires, plan d'actions, échéances et réalisations, chat avec le copilote. Gère les collaborateurs et peut attribuer les profils Administrateur secondaire et Acteur.",
    accountStatus: 'ACTIVE',
    companyName: 'Verdance Conseil',
    landingRoute: '/dashboard',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.hugo,
    firstName: 'Hugo',
    lastName: 'Bernard',
    label: 'Administrateur secondaire — Verdance Conseil',
    demonstrates: 'Même tableau de bord ; dans la gestion des collaborateurs, ne peut attribuer que le profil Acteur.',
    accountStatus: 'ACTIVE',
    companyName: 'Verdance Conseil',
    landingRoute: '/dashboard',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.lea,
    firstName: 'Léa',
    lastName: 'Petit',
    label: 'Actrice — Verdance Conseil',
    demonstrates:
      "Profil Acteur : pas d'icône de gestion des collaborateurs ; accès aux seules pages Plan d'actions, Ressources Steer et Steer Store.",
    accountStatus: 'ACTIVE',
    companyName: 'Verdance Conseil',
    landingRoute: '/dashboard',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.nina,
    firstName: 'Nina',
    lastName: 'Roux',
    label: 'Compte confirmé, sans entreprise',
    demonstrates:
      "Parcours d'accueil : aucune entreprise n'existe pour le domaine atelier-lumen.fr, elle crée la sienne (formulaire « Mon entreprise »), puis l'introduction et le préambule.",
    accountStatus: 'VALIDATED',
    companyName: null,
    landingRoute: '/dashboard',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.paul,
    firstName: 'Paul',
    lastName: 'Girard',
    label: 'Compte confirmé, entreprise existante sur son domaine',
    demonstrates:
      "Parcours d'accueil : le formulaire « Mon entreprise » est prérempli et verrouillé avec Transports Azur ; seul le poste est à saisir, il rejoint l'entreprise comme membre.",
    accountStatus: 'VALIDATED',
    companyName: null,
    landingRoute: '/dashboard',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.sarah,
    firstName: 'Sarah',
    lastName: 'Lefebvre',
    label: 'Administratrice principale — Cobalt Numérique (non évaluée)',
    demonstrates:
      'Questionnaire rempli mais maturité pas encore évaluée avec le copilote : ni score ni historique, le tableau de bord reste vide.',
    accountStatus: 'ACTIVE',
    companyName: 'Cobalt Numérique',
    landingRoute: '/dashboard',
    canLogIn: true,
  },
  {
    email: PERSONA_EMAILS.horizon,
    firstName: 'Hélène',
    lastName: 'Vasseur',
    label: 'Administratrice principale — Groupe Horizon (grande entreprise)',
    demonstrates:
      'ETI de 2 400 collaborateurs : 8 ans de scores mensuels, tous les leviers au plan avec responsables, échéances et KPI, 400 réalisations, 500 documents, une enquête de 2 000 réponses et un chat de 2 000 messages. Ses données sont générées à la première connexion (quelques secondes) ; la plateforme compte alors plus de 12 000 utilisateurs.',
    accountStatus: 'ACTIVE',
    companyName: 'Groupe Horizon',
    landingRoute: '/dashboard',
    canLogIn: true,
    builtOnDemand: true,
  },
  {
    email: PERSONA_EMAILS.julien,
    firstName: 'Julien',
    lastName: 'Moreau',
    label: 'Compte en attente de confirmation',
    demonstrates: "Connexion refusée : l'adresse e-mail n'a pas encore été confirmée (statut PENDING_VALIDATION).",
    accountStatus: 'PENDING_VALIDATION',
    companyName: null,
    landingRoute: '/login',
    canLogIn: false,
  },
];

export function personaByEmail(email: string): DemoPersona | undefined {
  return DEMO_PERSONAS.find((persona) => persona.email === email.trim().toLowerCase());
}
