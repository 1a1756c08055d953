/** The SteerStore catalogue: Steer's paid offers, priced excluding VAT. Static content of the client. */

import { formatEuros } from '@/lib/format';

export type OfferCategory = 'accompagnement' | 'formation' | 'label' | 'carbone';

export const OFFER_CATEGORIES: Record<OfferCategory, string> = {
  accompagnement: 'Accompagnement',
  formation: 'Formation',
  label: 'Label et certification',
  carbone: 'Carbone',
};

export interface StoreOffer {
  id: string;
  title: string;
  category: OfferCategory;
  /** Price in euros, excluding VAT. */
  priceEuros: number;
  /** What the price covers: 'le pack', 'par participant'... */
  priceUnit: string;
  /** Duration or format, e.g. '5 heures, à utiliser sous 6 mois'. */
  format: string;
  summary: string;
  includes: readonly string[];
  /** Shown as a badge: the offer most companies start with. */
  highlighted?: boolean;
}

export const STORE_OFFERS: readonly StoreOffer[] = [
  {
    id: 'heures-copilote',
    title: 'Pack 5 heures de copilotage',
    category: 'accompagnement',
    priceEuros: 750,
    priceUnit: 'le pack',
    format: '5 heures en visioconférence, à utiliser sous 6 mois',
    summary:
      'Du temps dédié avec votre copilote pour prioriser vos actions, préparer un comité de direction ou relire vos documents RSE.',
    includes: [
      'Séances à la carte, réservées depuis le chat',
      'Relecture de vos documents (charte, rapport, réponses aux questionnaires clients)',
      'Compte rendu et prochaines étapes après chaque séance',
    ],
    highlighted: true,
  },
  {
    id: 'heures-copilote-20',
    title: 'Pack 20 heures de copilotage',
    category: 'accompagnement',
    priceEuros: 2700,
    priceUnit: 'le pack',
    format: '20 heures sur 12 mois, dont un atelier sur site',
    summary:
      "Un accompagnement suivi sur l'année pour structurer la démarche, animer votre comité RSE et mesurer les progrès.",
    includes: [
      'Un point mensuel avec votre copilote',
      "Un atelier d'une demi-journée dans vos locaux",
      'Mise à jour de votre évaluation de maturité à mi-parcours',
    ],
  },
  {
    id: 'formation-piloter-rse',
    title: 'Formation « Piloter sa démarche RSE »',
    category: 'formation',
    priceEuros: 890,
    priceUnit: 'par participant',
    format: '1 journée (7 heures), à distance ou en intra-entreprise',
    summary:
      "Pour le dirigeant ou le référent RSE : les notions clés, le cadre réglementaire (CSRD, VSME, devoir de vigilance) et la méthode pour bâtir un plan d'actions.",
    includes: [
      'Support de formation et modèles de documents',
      'Cas pratique sur votre propre entreprise',
      'Attestation de formation',
    ],
  },
  {
    id: 'fresque-du-climat',
    title: 'Atelier Fresque du Climat',
    category: 'formation',
    priceEuros: 1200,
    priceUnit: "par atelier (jusqu'à 14 personnes)",
    format: '3 heures, dans vos locaux',
    summary:
      "Un atelier collaboratif pour comprendre les causes et les conséquences du dérèglement climatique, et ouvrir la discussion sur les actions de l'entreprise.",
    includes: ['Animation par un fresqueur certifié', 'Matériel fourni', "Restitution des idées d'actions de l'équipe"],
  },
  {
    id: 'preparation-label',
    title: 'Préparation au label Engagé RSE ou B Corp',
    category: 'label',
    priceEuros: 4900,
    priceUnit: "l'accompagnement",
    format: "6 mois, jusqu'à l'audit",
    summary:
      "Votre copilote vous guide du choix du label jusqu'à l'audit : analyse des écarts, plan de mise en conformité, constitution des preuves.",
    includes: [
      'Diagnostic des écarts avec le référentiel choisi',
      "Plan d'actions et calendrier jusqu'à l'audit",
      'Préparation des entretiens et revue du dossier de preuves',
    ],
  },
  {
    id: 'bilan-carbone',
    title: 'Bilan carbone accompagné',
    category: 'carbone',
    priceEuros: 3900,
    priceUnit: "pour une entreprise jusqu'à 50 salariés",
    format: '8 à 10 semaines',
    summary:
      'Le calcul de vos émissions sur les scopes 1, 2 et 3 selon la méthode Bilan Carbone, et un plan de réduction chiffré.',
    includes: [
      'Collecte des données guidée, avec des modèles de fichiers',
      'Calcul et restitution des résultats à la direction',
      'Plan de réduction avec trois actions prioritaires',
      'Données prêtes pour votre rapport VSME',
    ],
  },
];

/** '750 € HT' */
export function formatPrice(offer: Pick<StoreOffer, 'priceEuros'>): string {
  return `${formatEuros(offer.priceEuros)} HT`;
}

/** The message put in the copilote chat when a person asks about an offer: it names the offer and its price. */
export function contactDraft(offer: StoreOffer): string {
  return `Bonjour, je suis intéressé·e par l'offre « ${offer.title} » (${formatPrice(offer)} ${offer.priceUnit}) du SteerStore. Pouvez-vous m'en dire plus et me proposer un créneau pour en parler ?`;
}
