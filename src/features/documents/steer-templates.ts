import { toCsv } from '@/lib/csv';
import { buildRtf, type RtfBlock } from './template-files';

/** The templates Steer provides in 'Documents Steer': content written by its consultants, generated as files. */

export interface SteerTemplate {
  id: string;
  title: string;
  description: string;
  /** Shown to the person: 'RTF (Word, LibreOffice)', 'CSV (Excel)'. */
  format: string;
  fileName: string;
  mimeType: string;
  build: () => string;
}

const h = (text: string): RtfBlock => ({ kind: 'heading', text });
const p = (text: string): RtfBlock => ({ kind: 'paragraph', text });
const li = (text: string): RtfBlock => ({ kind: 'bullet', text });
const field = (text: string): RtfBlock => ({ kind: 'field', text });

const RSE_CHARTER: RtfBlock[] = [
  { kind: 'title', text: "Charte RSE de [Nom de l'entreprise]" },
  p(
    'Modèle Steer. Remplacez les passages entre crochets, supprimez les engagements qui ne vous correspondent pas et ajoutez ceux qui font votre singularité. Une charte utile tient sur deux pages et se relit chaque année.',
  ),
  h("1. Notre raison d'être"),
  p(
    "[En une ou deux phrases : ce que l'entreprise apporte à ses clients, à ses équipes et à son territoire, au-delà de son activité économique.]",
  ),
  h('2. Gouvernance et éthique'),
  li(
    'Intégrer les enjeux sociaux et environnementaux dans les décisions stratégiques et le suivi du comité de direction.',
  ),
  li('Dialoguer au moins une fois par an avec nos parties prenantes (salariés, clients, fournisseurs, financeurs).'),
  li("Refuser toute forme de corruption et déclarer les conflits d'intérêts."),
  h('3. Nos collaboratrices et collaborateurs'),
  li('Garantir la santé et la sécurité de chacun, mettre à jour le document unique chaque année.'),
  li("Assurer l'égalité de rémunération et d'évolution entre les femmes et les hommes."),
  li('Proposer à chacun au moins une action de formation par an.'),
  li("Favoriser l'inclusion des personnes en situation de handicap."),
  h("4. L'environnement"),
  li("Mesurer nos émissions de gaz à effet de serre et les réduire de [x] % d'ici [année]."),
  li("Réduire nos consommations d'énergie et privilégier une électricité d'origine renouvelable."),
  li('Trier et réduire nos déchets, privilégier le réemploi et le matériel reconditionné.'),
  h('5. Nos clients, fournisseurs et partenaires'),
  li("Appliquer une politique d'achats responsables et respecter les délais de paiement."),
  li('Communiquer de façon sincère sur nos engagements, sans exagération.'),
  h('6. Suivi'),
  p(
    "Cette charte est portée par [nom, fonction]. Les indicateurs associés sont présentés chaque année à l'ensemble des équipes.",
  ),
  field('Fait à'),
  field('Le'),
  field('Signature de la direction'),
];

const PURCHASING_CHARTER: RtfBlock[] = [
  { kind: 'title', text: 'Charte achats responsables' },
  p("Entre [Nom de l'entreprise] et ses fournisseurs et sous-traitants. Modèle Steer à adapter à votre activité."),
  h('Nos engagements envers nos fournisseurs'),
  li('Payer les factures dans les délais légaux (60 jours date de facture au plus) et les délais convenus.'),
  li('Construire des relations durables et équilibrées, annoncer suffisamment tôt toute évolution des volumes.'),
  li('Choisir sur des critères transparents, incluant la performance sociale et environnementale.'),
  li('Traiter tout différend de bonne foi et recourir si besoin à la médiation des entreprises.'),
  h('Ce que nous attendons de nos fournisseurs'),
  li(
    "Respecter les droits humains et les conventions fondamentales de l'Organisation internationale du travail, refuser le travail des enfants et le travail forcé.",
  ),
  li('Garantir la santé et la sécurité de leurs salariés et lutter contre le travail dissimulé.'),
  li('Mesurer et réduire leurs impacts environnementaux : énergie, émissions, déchets, substances dangereuses.'),
  li("Refuser toute forme de corruption et signaler les conflits d'intérêts."),
  li('Relayer ces exigences auprès de leurs propres fournisseurs.'),
  h('Suivi et dialogue'),
  p(
    'Le fournisseur accepte de répondre à un questionnaire RSE annuel et, pour les achats les plus sensibles, à une évaluation sur site. Un manquement grave non corrigé peut conduire à la fin de la relation commerciale.',
  ),
  field('Nom du fournisseur'),
  field('Nom et fonction du signataire'),
  field('Date et signature'),
];

const STAKEHOLDER_POLICY: RtfBlock[] = [
  { kind: 'title', text: 'Compte rendu de dialogue avec les parties prenantes' },
  p(
    'Modèle Steer pour préparer et tracer un échange avec une partie prenante (client, fournisseur, salariés, collectivité, association).',
  ),
  field('Partie prenante rencontrée'),
  field("Date et format de l'échange"),
  field('Participants'),
  h('Attentes exprimées'),
  p("[Ce que la partie prenante attend de l'entreprise, avec ses mots.]"),
  h('Enjeux RSE concernés'),
  p('[Axe Steer et enjeu : par exemple Environnement, atténuation du changement climatique.]'),
  h('Réponses et engagements pris'),
  p('[Action, responsable, échéance.]'),
  h('Suites à donner'),
  p('[Date du prochain échange, informations à transmettre.]'),
];

const MATERIALITY_ROWS: string[][] = [
  [
    'Axe',
    'Enjeu',
    "Impact de l'entreprise sur la société et l'environnement (1 à 5)",
    "Impact de l'enjeu sur la performance de l'entreprise (1 à 5)",
    'Parties prenantes concernées',
    'Justification',
    'Priorité retenue',
  ],
  ['Gouvernance', 'Éthique des affaires et lutte contre la corruption', '', '', '', '', ''],
  ['Gouvernance', 'Dialogue avec les parties prenantes', '', '', '', '', ''],
  ['Social', 'Santé et sécurité au travail', '', '', '', '', ''],
  ['Social', 'Égalité femmes-hommes', '', '', '', '', ''],
  ['Social', 'Développement des compétences', '', '', '', '', ''],
  ['Social', 'Qualité de vie et des conditions de travail', '', '', '', '', ''],
  ['Environnement', 'Émissions de gaz à effet de serre', '', '', '', '', ''],
  ['Environnement', "Consommation d'énergie", '', '', '', '', ''],
  ['Environnement', 'Déchets et économie circulaire', '', '', '', '', ''],
  ['Environnement', 'Biodiversité', '', '', '', '', ''],
  ['Business', 'Achats responsables', '', '', '', '', ''],
  ['Business', 'Satisfaction et protection des clients', '', '', '', '', ''],
  ['Business', 'Ancrage territorial', '', '', '', '', ''],
];

const ACTION_PLAN_ROWS: string[][] = [
  ['Axe', 'Enjeu', 'Action', 'Responsable', 'Échéance', 'Indicateur de suivi', 'Valeur cible', 'Statut'],
  [
    'Environnement',
    'Émissions de gaz à effet de serre',
    'Réaliser le bilan des scopes 1 et 2',
    '',
    '',
    't CO2e',
    '',
    'À réaliser',
  ],
  [
    'Social',
    'Égalité femmes-hommes',
    "Calculer l'Index égalité et analyser l'indicateur le plus faible",
    '',
    '',
    'Note sur 100',
    '',
    'À réaliser',
  ],
  [
    'Business',
    'Achats responsables',
    'Faire signer la charte achats aux 10 premiers fournisseurs',
    '',
    '',
    'Part des signataires',
    '100 %',
    'À réaliser',
  ],
  [
    'Gouvernance',
    'Dialogue avec les parties prenantes',
    'Organiser un échange annuel avec 3 clients clés',
    '',
    '',
    'Comptes rendus',
    '3',
    'À réaliser',
  ],
];

export const STEER_TEMPLATES: readonly SteerTemplate[] = [
  {
    id: 'charte-rse',
    title: 'Charte RSE',
    description:
      "Formaliser vos engagements sur les quatre axes, à signer par la direction et à partager avec l'équipe.",
    format: 'RTF (Word, LibreOffice)',
    fileName: 'Steer - Charte RSE.rtf',
    mimeType: 'application/rtf',
    build: () => buildRtf(RSE_CHARTER),
  },
  {
    id: 'charte-achats-responsables',
    title: 'Charte achats responsables',
    description: 'Vos engagements envers vos fournisseurs et vos attentes envers eux, prête à faire signer.',
    format: 'RTF (Word, LibreOffice)',
    fileName: 'Steer - Charte achats responsables.rtf',
    mimeType: 'application/rtf',
    build: () => buildRtf(PURCHASING_CHARTER),
  },
  {
    id: 'matrice-de-materialite',
    title: 'Matrice de matérialité',
    description:
      "Coter chaque enjeu selon la double matérialité (impact de l'entreprise, impact sur l'entreprise) pour choisir vos priorités.",
    format: 'CSV (Excel, LibreOffice)',
    fileName: 'Steer - Matrice de matérialité.csv',
    mimeType: 'text/csv',
    build: () => toCsv(MATERIALITY_ROWS),
  },
  {
    id: 'plan-d-actions',
    title: "Plan d'actions RSE",
    description: "Un tableau de suivi des actions avec responsables, échéances et indicateurs, prérempli d'exemples.",
    format: 'CSV (Excel, LibreOffice)',
    fileName: "Steer - Plan d'actions RSE.csv",
    mimeType: 'text/csv',
    build: () => toCsv(ACTION_PLAN_ROWS),
  },
  {
    id: 'dialogue-parties-prenantes',
    title: 'Compte rendu de dialogue parties prenantes',
    description: 'Préparer et garder la trace de vos échanges avec clients, fournisseurs, salariés ou collectivités.',
    format: 'RTF (Word, LibreOffice)',
    fileName: 'Steer - Dialogue parties prenantes.rtf',
    mimeType: 'application/rtf',
    build: () => buildRtf(STAKEHOLDER_POLICY),
  },
];
