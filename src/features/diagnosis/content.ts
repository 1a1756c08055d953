import type { AxisSlug } from '@/content/diagnosis';

/**
 * Copy of the diagnosis pages. The spec's texts (§2, §4, §5, §8) are quoted exactly; the rest is written for a
 * company manager who meets RSE vocabulary for the first time. The 27 questions live in src/content/diagnosis.
 */

export const preambleContent = {
  title: 'Un petit préambule sur la RSE...',
  intro: [
    "La responsabilité sociétale des entreprises (RSE) désigne la manière dont une entreprise prend en compte les effets de son activité sur ses salariés, ses clients, ses fournisseurs, son territoire et l'environnement, et en rend compte. Elle ne se limite pas au respect de la loi : c'est une façon de piloter l'entreprise pour qu'elle reste viable dans un monde aux ressources limitées.",
    "Le diagnostic Steer mesure votre maturité sur quatre axes. Pour chaque question, vous choisissez le niveau qui décrit le mieux la situation réelle de votre entreprise aujourd'hui, pas celle que vous visez : un diagnostic honnête donne un plan d'action utile.",
  ],
  axesTitle: 'Les quatre axes du diagnostic',
  axes: [
    {
      slug: 'gouvernance',
      text: "Raison d'être, stratégie, maîtrise des risques, partage de la décision et transparence : la RSE est-elle pilotée ?",
    },
    {
      slug: 'social',
      text: 'Conditions de travail, santé et sécurité, compétences, égalité et inclusion : comment vivent vos équipes ?',
    },
    {
      slug: 'environnement',
      text: 'Climat, pollutions, ressources et biodiversité : quels sont vos impacts et vos dépendances ?',
    },
    {
      slug: 'business',
      text: 'Éthique, achats, relation client, offre, territoire et données : votre activité crée-t-elle de la valeur durable ?',
    },
  ] satisfies { slug: AxisSlug; text: string }[],
  conceptsTitle: 'Deux notions pour situer la démarche',
  planetaryBoundaries: {
    title: 'Limites planétaires',
    paragraphs: [
      "Neuf processus naturels règlent la stabilité de la planète : le climat, l'intégrité de la biosphère, les cycles de l'azote et du phosphore, l'usage des sols, l'eau douce, l'acidification des océans, la couche d'ozone, les aérosols et les nouvelles entités (plastiques, produits chimiques de synthèse). Pour chacun, les scientifiques ont estimé une limite au-delà de laquelle les conditions de vie qui ont permis le développement humain ne sont plus garanties.",
      'En 2025, sept de ces neuf limites sont dépassées. Pour une entreprise, cela se traduit très concrètement : énergie et matières plus chères, aléas climatiques, réglementations plus exigeantes, clients et salariés plus attentifs.',
    ],
    source:
      'Source : Stockholm Resilience Centre (Rockström et al., 2009 ; Richardson et al., 2023) et Planetary Health Check 2025.',
  },
  donut: {
    title: 'Théorie du Donut',
    paragraphs: [
      "L'économiste Kate Raworth représente l'espace où l'humanité peut prospérer comme un donut : l'anneau extérieur est le plafond écologique, formé par les limites planétaires ; l'anneau intérieur est le plancher social, ce dont chacun a besoin pour vivre dignement (alimentation, santé, éducation, revenu, égalité, voix politique...).",
      "Une entreprise responsable cherche à rester dans l'anneau : répondre à des besoins réels sans dépasser le plafond écologique. Les quatre axes du diagnostic reprennent ces deux dimensions.",
    ],
    source: 'Source : Kate Raworth, « A Safe and Just Space for Humanity », document de réflexion, Oxfam, 2012.',
  },
  next: 'Suivant',
  alreadyDone: 'Votre perception RSE est déjà enregistrée.',
  alreadyDoneHint: 'Vous pouvez la modifier ou reprendre le questionnaire là où votre entreprise en est.',
  editPerception: 'Modifier ma perception',
  resume: 'Reprendre le questionnaire',
  companyWhat: 'votre entreprise',
} as const;

export const perceptionContent = {
  title: "D'abord, comment percevez-vous votre politique RSE actuelle ?",
  intro:
    "Quatre questions rapides sur votre ressenti, avant le questionnaire détaillé. Il n'y a pas de bonne réponse : votre copilote comparera cette perception aux résultats du diagnostic.",
  primaryAxe: {
    label: "Selon vous, quel est l'axe le plus avancé de votre démarche RSE ?",
    placeholder: 'Choisir un axe',
  },
  improvementAxe: {
    label: 'Quel axe nécessite le plus de progrès ?',
    placeholder: 'Choisir un axe',
  },
  lastInitiative: {
    label: 'Quelle est la dernière initiative RSE de votre entreprise ?',
    description: 'Une action récente, même modeste : un achat, une règle, un projet, une formation...',
    placeholder: 'Ecrire ici...',
  },
  expectedScore: {
    label: 'Quel score sur 100 pensez-vous obtenir au diagnostic ?',
    placeholder: 'Choisir une fourchette',
  },
  /** Spec §5, quoted exactly. */
  errors: {
    primaryAxe: "Veuillez sélectionner l'axe le plus avancé.",
    improvementAxe: "Veuillez sélectionner l'axe nécessitant le plus de progrès.",
    lastInitiative: "N'oubliez pas de remplir le champ ci-dessus !",
    expectedScore: 'Veuillez sélectionner une estimation de votre score.',
  },
  submit: 'Valider',
  saveFailed: "Votre perception n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  noCompany:
    "Votre compte n'est rattaché à aucune entreprise : rattachez-vous d'abord à votre entreprise pour répondre au diagnostic.",
  companyWhat: 'les informations de votre entreprise',
  progressLabel: 'Progression du diagnostic',
} as const;

export const limitedAccessContent = {
  greeting: 'Soyez patient.e,',
  message: "l'évaluation de votre maturité RSE sera réalisée avec votre copilote lors de votre prochain échange !",
  meanwhile:
    "En attendant, vous pouvez avancer dans le questionnaire : vos réponses sont enregistrées au fil de l'eau.",
  start: 'Commencer le questionnaire',
  resume: 'Reprendre le questionnaire',
  review: 'Revoir mes réponses',
  completed: 'Vous avez répondu à toutes les questions notées du questionnaire.',
  positionWhat: 'votre avancement dans le questionnaire',
  noCompany: "Votre compte n'est rattaché à aucune entreprise pour le moment.",
  evaluationWhat: "l'état de votre évaluation",
  accessWhat: 'vos accès aux pages',
  /** Once the company is evaluated: the spec's sentence would promise what is already done. */
  evaluated: "L'évaluation de votre maturité RSE a été réalisée avec votre copilote.",
  evaluatedLead: 'Vos résultats vous attendent dans votre espace Steer.',
  toLanding: (page: string) => `Aller à « ${page} »`,
  landingFallback: 'Mon espace',
} as const;

/** Texts of the axis introduction pages. */
export const axisIntroContent: Readonly<
  Record<AxisSlug, { eyebrow: string; paragraphs: readonly string[]; themes: readonly string[] }>
> = {
  gouvernance: {
    eyebrow: 'Axe 1',
    paragraphs: [
      'La gouvernance est la colonne vertébrale de la démarche : sans cap, sans objectifs et sans personne pour les suivre, les meilleures actions restent isolées. Cet axe regarde comment votre entreprise décide, anticipe et rend compte.',
    ],
    themes: [
      "Raison d'être",
      'Stratégie',
      'Risques et impacts',
      "Modèle d'affaires",
      'Partage de la décision',
      'Parties prenantes',
      'Transparence',
    ],
  },
  social: {
    eyebrow: 'Axe 2',
    paragraphs: [
      "Vos collaborateurs sont votre première ressource et vos premiers ambassadeurs. Cet axe examine ce que vivent vos équipes au quotidien : conditions de travail, santé, perspectives d'évolution et équité.",
    ],
    themes: ['Conditions de travail', 'Santé et sécurité', 'Compétences', 'Égalité femmes-hommes', 'Inclusion'],
  },
  environnement: {
    eyebrow: 'Axe 3',
    paragraphs: [
      "Chaque activité consomme de l'énergie et des ressources, émet des gaz à effet de serre et dépend d'écosystèmes en bon état. Cet axe mesure ce que votre entreprise connaît de ses impacts et ce qu'elle fait pour les réduire.",
    ],
    themes: ['Climat : atténuation', 'Climat : adaptation', 'Pollutions', 'Ressources et circularité', 'Biodiversité'],
  },
  business: {
    eyebrow: 'Axe 4',
    paragraphs: [
      "Un business durable crée de la valeur pour ses clients, ses fournisseurs et son territoire sans la prendre à quelqu'un d'autre. Ce dernier axe porte sur la manière dont votre entreprise vend, achète et protège la confiance qu'on lui accorde.",
    ],
    themes: [
      'Éthique des affaires',
      'Achats responsables',
      'Relation client',
      'Offre durable',
      'Territoire',
      'Données',
    ],
  },
};

export const introPageContent = {
  questionCount: (count: number) => `${count} questions, dont une question ouverte facultative`,
  themesTitle: 'Les thèmes abordés',
  start: 'Commencer les questions',
  /** The Business intro's buttons (spec §2). */
  previousPage: 'Page précédente',
  next: 'Suivant',
  skipTo: (title: string) => `Passer à l'axe ${title}`,
  finish: "Passer à l'analyse de mes réponses",
  progressLabel: 'Progression du diagnostic',
  illustration: (title: string) => `Illustration de l'axe ${title}`,
} as const;

export const questionPageContent = {
  tabsLabel: 'Axes du diagnostic',
  entrepriseTab: 'Entreprise',
  lockedTab: 'Terminez les axes précédents pour accéder à celui-ci.',
  /** « Impossible de charger {reachedWhat}. »: the answers that open the tabs ahead. */
  reachedWhat: 'les axes auxquels vous avez accès',
  unavailable: (title: string) =>
    `L'axe ${title} n'est pas encore accessible : répondez d'abord à toutes les questions notées des axes précédents.`,
  availabilityFailed: "Impossible de vérifier l'accès à cet axe. Vérifiez votre connexion puis réessayez.",
  position: (order: number, count: number) => `Question ${order} sur ${count}`,
  enjeuButton: 'Quel enjeu ?',
  enjeuType: 'Enjeu',
  definitionType: 'Définition',
  definitionButton: (term: string) => `Définition : ${term}`,
  frameworksTitle: 'Dans les référentiels',
  frameworksHint:
    "Ces correspondances vous aident à répondre aux questionnaires RSE de vos clients et de vos banques, qui s'appuient sur ces référentiels.",
  iso26000: 'ISO 26000 (question centrale)',
  esrs: 'ESRS (CSRD)',
  vsme: 'VSME (norme volontaire des PME)',
  ratingLabel: 'Où en est votre entreprise ?',
  levelName: (level: number, name: string) => `Niveau ${level} · ${name}`,
  freeTextLabel: 'Votre réponse (facultatif)',
  freeTextHint: 'Entrée pour valider et continuer, Maj + Entrée pour aller à la ligne.',
  summaryTitle: 'En résumé',
  previous: 'Précédente question',
  next: 'Suivant',
  nextDisabledTooltip: 'Sélectionnez un niveau pour avancer',
  /** Spec §8, quoted exactly. */
  errors: {
    submitRejected: "Une erreur s'est produite. Veuillez réessayer.",
    submitFailed: "Une erreur est survenue lors de l'envoi de la réponse.",
    ratingRejected: "Une erreur s'est produite.",
    ratingFailed: 'Erreur de connexion. Réessayez.',
  },
  questionWhat: 'la question',
  loadingQuestion: 'Chargement de la question...',
  progressLabel: 'Progression du diagnostic',
} as const;

export const answersSummaryContent = {
  title: 'Analyse de vos réponses',
  intro: 'Voici ce que votre entreprise a renseigné. Les questions ouvertes sont facultatives.',
  answered: (answered: number, total: number) => `${answered} / ${total} questions répondues`,
  incomplete: 'Il reste des questions notées sans réponse : complétez-les pour une évaluation fiable.',
  complete: 'Toutes les questions notées ont une réponse. Votre copilote peut évaluer votre maturité RSE.',
  completeMissing: 'Compléter le questionnaire',
  toDashboard: 'Voir mon tableau de bord',
  toLimitedAccess: 'Continuer',
  answersWhat: 'vos réponses',
  resultsWhat: 'vos résultats',
} as const;

export const signInContent = {
  title: 'Connectez-vous pour répondre au diagnostic',
  text: 'Les réponses au questionnaire sont enregistrées pour votre entreprise : connectez-vous avec votre compte Steer pour les voir et les compléter.',
  action: 'Se connecter',
} as const;

export const companyRequiredContent = {
  title: 'Rattachez-vous à votre entreprise pour répondre au diagnostic',
  text: "Les réponses au questionnaire appartiennent à une entreprise : votre compte n'est rattaché à aucune pour le moment.",
  /** Where a person without a company goes (spec §2 'Onboarding (signed in, no company)'): the company form. */
  action: 'Me rattacher à mon entreprise',
} as const;
