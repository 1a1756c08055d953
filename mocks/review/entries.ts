import { DIAGNOSIS_AXES } from '../../src/domain/axes';
import { NOT_FOUND_TITLE, routeTitle, documentTitle } from '../../src/domain/route-titles';
import type { RoutePath } from '../../src/domain/pages';
import { defaultNetworkSettings, type ApiArea, type Failure, type Latency } from '../network';
import { DEMO_PASSWORD, HORIZON_EMAIL, PERSONA_EMAILS, personaByEmail } from '../seed/personas';
import type { ScenarioView } from '../console/scenario-link';

/**
 * Le parcours de revue (issue 42): every screen and state of the specification (/work/shared/spec/product-spec.md),
 * grouped as its section 2 groups them (then its states, roles and errors), each opened by a scenario link and saying
 * in one line what to look at. The review walk (tests/e2e/review.spec.ts) opens every entry and checks `shows`.
 */

export interface ReviewEntry {
  /** Stable id: the seen marks are kept under it. */
  readonly id: string;
  /** The screen or state, as the list names it. */
  readonly name: string;
  /** One line: what to look at once there. */
  readonly look: string;
  /** Where its scenario link lands, as whom and under which network. */
  readonly view: ScenarioView;
  /** The browser tab's title once the screen is open ('Mon pilotage · Steer'). */
  readonly documentTitle: string;
  /** A text the screen shows once open: what the entry promises, and what the walk checks. */
  readonly shows: string;
}

export interface ReviewGroup {
  readonly id: string;
  /** The group's title, after the specification's section. */
  readonly title: string;
  readonly entries: readonly ReviewEntry[];
}

interface EntryInput {
  id: string;
  name: string;
  look: string;
  page: string;
  /** A persona's e-mail (mocks/seed/personas.ts); none: signed out. */
  as?: string;
  latency?: Latency;
  fail?: Partial<Record<ApiArea, Failure>>;
  unstable?: true;
  /** The screen needs the seed's state (an account not yet onboarded, a company not yet evaluated). */
  fresh?: true;
  /** The route whose title the tab shows; the 404 has none. */
  route: RoutePath | 'not-found';
  params?: Record<string, string>;
  shows: string;
}

function entry(input: EntryInput): ReviewEntry {
  const persona = input.as === undefined ? null : personaByEmail(input.as);
  if (persona === undefined) throw new Error(`Parcours de revue : persona inconnue ${input.as}`);
  const network = defaultNetworkSettings();
  return {
    id: input.id,
    name: input.name,
    look: input.look,
    view: {
      page: input.page,
      scenario: {
        persona,
        network: {
          latency: input.latency ?? network.latency,
          failures: { ...network.failures, ...input.fail },
          unstable: input.unstable ?? false,
        },
        date: null,
        fresh: input.fresh ?? false,
      },
    },
    documentTitle: documentTitle(
      input.route === 'not-found' ? NOT_FOUND_TITLE : routeTitle(input.route, input.params ?? {}),
    ),
    shows: input.shows,
  };
}

const {
  claire: CLAIRE,
  hugo: HUGO,
  lea: LEA,
  sarah: SARAH,
  nina: NINA,
  paul: PAUL,
  admin: ADMIN,
  julien: JULIEN,
} = PERSONA_EMAILS;

/**
 * The public answer link of Verdance Conseil's staff survey (the seed's one survey: entries.test.ts checks it). Not
 * read from the seed: the review walk imports this list in Node, which loads no JSON module without an attribute.
 */
export const SURVEY_SHARE_TOKEN = 'verdance-perception-rse-2026';

/** A reset token of the right length that no account holds: the form shows, the server refuses it when sent. */
const UNKNOWN_RESET_TOKEN = 'lien-de-demonstration-inconnu-0123456789';

export const REVIEW_GROUPS: readonly ReviewGroup[] = [
  {
    id: 'routes',
    title: 'Routes et pages communes',
    entries: [
      entry({
        id: 'not-found',
        name: 'Page introuvable (404)',
        look: "Le texte en trois parties, « Retour à l'accueil » vers /, le logo vers /login.",
        page: '/page-qui-n-existe-pas',
        route: 'not-found',
        shows: 'Page introuvable',
      }),
      entry({
        id: 'logout',
        name: 'Déconnexion (/logout)',
        look: '« Logout Page » le temps de la déconnexion, puis la connexion ; revenir en arrière ne rouvre pas la session.',
        page: '/logout',
        as: CLAIRE,
        route: '/login',
        shows: 'Connectons-nous.',
      }),
      entry({
        id: 'home',
        name: "Page d'accueil de l'espace (/home)",
        look: "L'écran « Home Page » avec le menu latéral.",
        page: '/home',
        as: CLAIRE,
        route: '/home',
        shows: 'Home Page',
      }),
      entry({
        id: 'account-settings',
        name: 'Configurer mon compte (page cachée)',
        look: "Absente du menu ; son contenu n'est pas décrit par la spécification.",
        page: '/configurer-mon-compte',
        as: CLAIRE,
        route: '/configurer-mon-compte',
        shows: 'Configurer mon compte',
      }),
    ],
  },
  {
    id: 'menu',
    title: 'Menu latéral',
    entries: [
      entry({
        id: 'menu-main-admin',
        name: 'Menu complet (administratrice principale)',
        look: 'Survoler le menu : sections, sous-menus, initiales « CM », icône des collaborateurs, déconnexion.',
        page: '/dashboard',
        as: CLAIRE,
        route: '/dashboard',
        shows: 'Votre score global',
      }),
      entry({
        id: 'menu-acteur',
        name: "Menu restreint d'une Actrice",
        look: "Léa n'ouvre que Plan d'actions, Ressources Steer et Steer Store ; pas d'icône des collaborateurs.",
        page: '/mes-ressources',
        as: LEA,
        route: '/mes-ressources',
        shows: 'Ressources Steer',
      }),
      entry({
        id: 'page-not-granted',
        name: 'Page non ouverte au profil',
        look: "Léa sur le tableau de bord : qui contacter pour obtenir l'accès, et les pages qui lui sont ouvertes.",
        page: '/dashboard',
        as: LEA,
        route: '/dashboard',
        shows: 'Cette page ne vous est pas ouverte',
      }),
    ],
  },
  {
    id: 'login',
    title: 'Connexion',
    entries: [
      entry({
        id: 'login',
        name: 'Connexion',
        look: 'Titre, afficher/masquer le mot de passe ; un mauvais mot de passe donne « Adresse mail / mot de passe incorrect ».',
        page: '/login',
        route: '/login',
        shows: 'Connectons-nous.',
      }),
      entry({
        id: 'login-pending',
        name: 'Compte en attente de confirmation',
        look: `Se connecter avec ${JULIEN} (${DEMO_PASSWORD}) : la connexion est refusée, e-mail non confirmé.`,
        page: '/login',
        fresh: true,
        route: '/login',
        shows: 'Connectons-nous.',
      }),
    ],
  },
  {
    id: 'signup',
    title: 'Inscription',
    entries: [
      entry({
        id: 'signup',
        name: 'Inscription',
        look: "« C'est parti ! » inactif tant que le formulaire n'est pas valide ; après l'envoi, « Un mail vous attend... ».",
        page: '/signup',
        route: '/signup',
        shows: 'Créons votre compte.',
      }),
    ],
  },
  {
    id: 'confirm-email',
    title: "Confirmation de l'e-mail",
    entries: [
      entry({
        id: 'confirm-email-no-token',
        name: 'Lien de confirmation sans jeton',
        look: 'Le message « Aucun token fourni ! ».',
        page: '/confirm-email',
        route: '/confirm-email',
        shows: 'Aucun token fourni !',
      }),
      entry({
        id: 'confirm-email-failed',
        name: 'Lien de confirmation invalide',
        look: '« Validation en cours... » puis « Confirmation échouée ! ».',
        page: '/confirm-email?token=jeton-inconnu',
        route: '/confirm-email',
        shows: 'Confirmation échouée !',
      }),
    ],
  },
  {
    id: 'forget-password',
    title: 'Mot de passe oublié',
    entries: [
      entry({
        id: 'forget-password',
        name: 'Mot de passe oublié',
        look: "« Confirmer » actif avec une adresse valide ; après l'envoi, « Pas de panique, on a pensé à tout ! ».",
        page: '/forget-password',
        route: '/forget-password',
        shows: 'Confirmer',
      }),
    ],
  },
  {
    id: 'reset-password',
    title: 'Réinitialisation du mot de passe',
    entries: [
      entry({
        id: 'reset-password-expired',
        name: 'Lien de réinitialisation expiré',
        look: 'Un jeton trop court : « Lien invalide ou expiré. » et le retour à la connexion.',
        page: '/reset-password/expire',
        route: '/reset-password/$token',
        shows: 'Lien invalide ou expiré.',
      }),
      entry({
        id: 'reset-password-form',
        name: 'Formulaire de nouveau mot de passe',
        look: "Au moins 6 caractères ; ce jeton n'existe pas : l'envoi montre le message du serveur.",
        page: `/reset-password/${UNKNOWN_RESET_TOKEN}`,
        route: '/reset-password/$token',
        shows: 'Nouveau mot de passe',
      }),
    ],
  },
  {
    id: 'onboarding',
    title: 'Accueil des nouveaux comptes',
    entries: [
      entry({
        id: 'onboarding-create',
        name: 'Créer son entreprise',
        look: 'Nina : formulaire « Mon entreprise » vide, secteurs, effectif à 1 ; puis bienvenue et les 3 diapositives.',
        page: '/onboarding',
        as: NINA,
        fresh: true,
        route: '/onboarding',
        shows: 'Mon entreprise',
      }),
      entry({
        id: 'onboarding-join',
        name: "Rejoindre l'entreprise de son domaine",
        look: 'Paul : Transports Azur prérempli et verrouillé, seul le poste est à saisir.',
        page: '/onboarding',
        as: PAUL,
        fresh: true,
        route: '/onboarding',
        shows: 'Transports Azur',
      }),
    ],
  },
  {
    id: 'preamble',
    title: 'Préambule',
    entries: [
      entry({
        id: 'preamble',
        name: 'Préambule du diagnostic',
        look: "Les panneaux « Limites planétaires » et « Théorie du Donut » ; « Suivant » caché, l'entreprise a déjà répondu.",
        page: '/diagnosis/preamble',
        as: CLAIRE,
        route: '/diagnosis/preamble',
        shows: 'Un petit préambule sur la RSE...',
      }),
    ],
  },
  {
    id: 'perception',
    title: "Perception de l'entreprise",
    entries: [
      entry({
        id: 'perception',
        name: 'Formulaire de perception',
        look: "Les quatre champs préremplis par l'entreprise, leurs messages de validation quand on les vide.",
        page: '/diagnosis/entreprise',
        as: CLAIRE,
        route: '/diagnosis/entreprise',
        shows: "D'abord, comment percevez-vous votre politique RSE actuelle ?",
      }),
    ],
  },
  {
    id: 'axes',
    title: 'Introductions des axes',
    entries: DIAGNOSIS_AXES.map((axis) =>
      entry({
        id: `axis-${axis.slug}`,
        name: `Introduction de l'axe ${axis.title}`,
        look: "Titre, image, barre de progression, lien vers la première question et vers l'axe suivant.",
        page: `/diagnosis/${axis.slug}`,
        as: CLAIRE,
        route: '/diagnosis/$axe/',
        params: { axe: axis.slug },
        shows: axis.title,
      }),
    ),
  },
  {
    id: 'question',
    title: 'Page de question',
    entries: [
      entry({
        id: 'question-rated',
        name: 'Question notée',
        look: 'Bandeau des cinq onglets, « Quel enjeu ? », définitions, niveaux 1 à 4, résumé, « Suivant » et son info-bulle.',
        page: '/diagnosis/gouvernance/1',
        as: CLAIRE,
        route: '/diagnosis/$axe/$order',
        params: { axe: 'gouvernance', order: '1' },
        shows: 'Quel enjeu ?',
      }),
      entry({
        id: 'question-free-text',
        name: 'Question libre et facultative',
        look: 'La 8ᵉ question de gouvernance : texte libre, Entrée envoie et passe à la suite.',
        page: '/diagnosis/gouvernance/8',
        as: CLAIRE,
        route: '/diagnosis/$axe/$order',
        params: { axe: 'gouvernance', order: '8' },
        shows: 'Votre réponse (facultatif)',
      }),
      entry({
        id: 'question-out-of-range',
        name: 'Numéro de question hors limites',
        look: "La question 99 du social renvoie à la question 1 de l'axe.",
        page: '/diagnosis/social/99',
        as: CLAIRE,
        route: '/diagnosis/$axe/$order',
        params: { axe: 'social', order: '1' },
        shows: 'Quel enjeu ?',
      }),
      entry({
        id: 'diagnosis-loader',
        name: 'Analyse des réponses',
        look: "L'écran qui suit la dernière question business : réponses par axe, questions notées restantes.",
        page: '/diagnosis/loader',
        as: CLAIRE,
        route: '/diagnosis/loader',
        shows: 'Analyse de vos réponses',
      }),
    ],
  },
  {
    id: 'limited-access',
    title: 'Accès limité',
    entries: [
      entry({
        id: 'limited-access',
        name: 'Évaluation à venir avec le copilote',
        look: "« Soyez patient.e, » suivi de l'annonce de l'évaluation au prochain échange.",
        page: '/limited-access',
        // A company not evaluated yet: Claire's is, and her /limited-access says her results are waiting.
        as: SARAH,
        route: '/limited-access',
        shows: 'Soyez patient.e,',
      }),
    ],
  },
  {
    id: 'dashboard',
    title: 'Tableau de bord',
    entries: [
      entry({
        id: 'dashboard-evaluated',
        name: 'Tableau de bord évalué',
        look: 'Score global, thermomètres, courbe 3 mois / 6 mois / Tout, radar agrandissable, échéances et réalisations.',
        page: '/dashboard',
        as: CLAIRE,
        route: '/dashboard',
        shows: 'Votre score global',
      }),
      entry({
        id: 'dashboard-empty',
        name: 'Tableau de bord vide (entreprise non évaluée)',
        look: "Sarah : ni score ni historique, les messages d'échéances et de réalisations vides.",
        page: '/dashboard',
        as: SARAH,
        fresh: true,
        route: '/dashboard',
        shows: "Vous n'avez pas encore indiqué d'échéances",
      }),
      entry({
        id: 'dashboard-slow',
        name: 'Tableau de bord sur réseau lent',
        look: "Chaque section et son chargement à part, 2,5 s par appel ; rien ne saute à l'arrivée des données.",
        page: '/dashboard',
        as: CLAIRE,
        latency: 'slow',
        route: '/dashboard',
        shows: 'Votre score global',
      }),
      entry({
        id: 'dashboard-failure',
        name: 'Tableau de bord en panne',
        look: 'Les appels du tableau de bord répondent 500 : chaque section dit ce qui manque et propose « Réessayer ».',
        page: '/dashboard',
        as: CLAIRE,
        fail: { dashboard: '500' },
        route: '/dashboard',
        shows: 'Réessayer',
      }),
      entry({
        id: 'dashboard-large',
        name: 'Grande entreprise (Groupe Horizon)',
        look: "2 400 collaborateurs, 8 ans d'historique : « Tout » dans la courbe, les listes longues restent fluides.",
        page: '/dashboard',
        as: HORIZON_EMAIL,
        route: '/dashboard',
        shows: 'Votre score global',
      }),
    ],
  },
  {
    id: 'menu-pages',
    title: 'Pages du menu',
    entries: (
      [
        ['/approach', 'Mes progrès', 'Les progrès par axe depuis le premier diagnostic.'],
        ['/ma-performance', 'Ma performance', 'Les scores et leur évolution, axe par axe.'],
        ['/diagnostic', 'Mon évaluation', "Les réponses du questionnaire et l'accès à chaque axe."],
        ['/solutions', 'Mes leviers', "Les leviers par enjeu, les ajouter au plan d'actions."],
        ['/pilotage', 'Mon pilotage', 'Responsables, échéances et KPI des actions du plan.'],
        ['/mes-actions-realisees', 'Mes réalisations', 'Les actions réalisées, datées.'],
        ['/mes-ressources', 'Ressources Steer', 'Articles et modules de sensibilisation.'],
        ['/mes-documents', 'Mes documents', 'Documents internes et documents Steer, dépôt de fichiers.'],
        ['/mon-enquete/dashboard', "Tableau de bord de l'enquête", 'Les 41 réponses anonymes et le lien public.'],
        ['/steer-store', 'SteerStore', "L'entrée épinglée en bas du menu."],
      ] as const
    ).map(([page, title, look]) =>
      entry({
        id: `page${page.replaceAll('/', '-')}`,
        name: title,
        look,
        page,
        as: CLAIRE,
        route: page,
        shows: title,
      }),
    ),
  },
  {
    id: 'chat',
    title: 'Chat avec le copilote',
    entries: [
      entry({
        id: 'chat',
        name: 'Chat avec le copilote',
        look: "Ouvrir la bulle en bas à droite : « Votre copilote », l'historique, l'indicateur de saisie, une réponse.",
        page: '/dashboard',
        as: CLAIRE,
        route: '/dashboard',
        shows: 'Votre score global',
      }),
    ],
  },
  {
    id: 'collaborators',
    title: 'Gestion des collaborateurs',
    entries: [
      entry({
        id: 'collaborators-main-admin',
        name: 'Collaborateurs (administratrice principale)',
        look: 'Icône du menu : liste triée, recherche, ajout ; profils Administrateur secondaire et Acteur proposés.',
        page: '/pilotage',
        as: CLAIRE,
        route: '/pilotage',
        shows: 'Mon pilotage',
      }),
      entry({
        id: 'collaborators-secondary-admin',
        name: 'Collaborateurs (administrateur secondaire)',
        look: 'Hugo ne peut attribuer que le profil Acteur.',
        page: '/pilotage',
        as: HUGO,
        route: '/pilotage',
        shows: 'Mon pilotage',
      }),
    ],
  },
  {
    id: 'admin',
    title: "Panneau d'administration",
    entries: [
      entry({
        id: 'admin',
        name: "Panneau d'administration",
        look: 'Onglets Utilisateurs et Entreprises, les colonnes du tableau, les actions par ligne.',
        page: '/admin',
        as: ADMIN,
        route: '/admin',
        shows: 'Admin Panel',
      }),
    ],
  },
  {
    id: 'survey',
    title: 'Enquête collaborateurs',
    entries: [
      entry({
        id: 'survey-public',
        name: "Lien d'enquête ouvert sans compte",
        look: 'Le questionnaire anonyme, sans menu ni connexion.',
        page: `/enquete/${SURVEY_SHARE_TOKEN}`,
        route: '/enquete/$shareToken',
        shows: 'Enquête',
      }),
    ],
  },
  {
    id: 'resilience',
    title: 'Hôte instable et pannes',
    entries: [
      entry({
        id: 'unstable-host',
        name: 'Hôte instable',
        look: 'Des 503, des lenteurs et des réponses perdues au hasard : reprises, relectures et bandeaux, rien de perdu.',
        page: '/pilotage',
        as: CLAIRE,
        unstable: true,
        route: '/pilotage',
        shows: 'Mon pilotage',
      }),
      entry({
        id: 'auth-network-failure',
        name: 'Connexion impossible (réseau)',
        look: "Se connecter avec n'importe quelle persona : « Une erreur est survenue. Veuillez réessayer plus tard. ».",
        page: '/login',
        fail: { auth: 'network' },
        route: '/login',
        shows: 'Connectons-nous.',
      }),
    ],
  },
];

/** Every entry, in the list's order. */
export const REVIEW_ENTRIES: readonly ReviewEntry[] = REVIEW_GROUPS.flatMap((group) => group.entries);
