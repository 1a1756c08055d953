import type { EsrsStandard, Iso26000CoreSubject, VsmeDisclosure } from './types';

/** ISO 26000 core subjects, as named in the French edition (NF ISO 26000, clause 6). */
export const ISO_26000_CORE_SUBJECTS: Readonly<Record<Iso26000CoreSubject, string>> = {
  '6.2': "Gouvernance de l'organisation",
  '6.3': "Droits de l'Homme",
  '6.4': 'Relations et conditions de travail',
  '6.5': "L'environnement",
  '6.6': 'Loyauté des pratiques',
  '6.7': 'Questions relatives aux consommateurs',
  '6.8': 'Communautés et développement local',
};

/** ESRS standards (Delegated Regulation (EU) 2023/2772), French titles. */
export const ESRS_STANDARDS: Readonly<Record<EsrsStandard, string>> = {
  'ESRS 2': 'Informations générales',
  E1: 'Changement climatique',
  E2: 'Pollution',
  E3: 'Ressources aquatiques et marines',
  E4: 'Biodiversité et écosystèmes',
  E5: 'Utilisation des ressources et économie circulaire',
  S1: "Effectifs de l'entreprise",
  S2: 'Travailleurs de la chaîne de valeur',
  S3: 'Communautés affectées',
  S4: 'Consommateurs et utilisateurs finaux',
  G1: 'Conduite des affaires',
};

/** VSME disclosures (EFRAG, voluntary standard for non-listed SMEs, December 2024), French titles. */
export const VSME_DISCLOSURES: Readonly<Record<VsmeDisclosure, string>> = {
  B1: "Base d'établissement du rapport",
  B2: 'Pratiques, politiques et initiatives de transition vers une économie durable',
  B3: 'Énergie et émissions de gaz à effet de serre',
  B4: "Pollution de l'air, de l'eau et des sols",
  B5: 'Biodiversité',
  B6: 'Eau',
  B7: 'Utilisation des ressources, économie circulaire et gestion des déchets',
  B8: 'Effectifs : caractéristiques générales',
  B9: 'Effectifs : santé et sécurité',
  B10: 'Effectifs : rémunération, négociation collective et formation',
  B11: 'Condamnations et amendes pour corruption',
  C1: "Stratégie : modèle d'affaires et initiatives de durabilité",
  C2: 'Description des pratiques, politiques et initiatives futures',
  C3: 'Objectifs de réduction des émissions et transition climatique',
  C4: 'Risques climatiques',
  C5: 'Caractéristiques complémentaires des effectifs',
  C6: "Politiques et processus en matière de droits de l'Homme",
  C7: "Incidents graves en matière de droits de l'Homme",
  C8: 'Chiffre d’affaires de certains secteurs et exclusion des indices de référence',
  C9: "Ratio de mixité de l'organe de gouvernance",
};

/** One line per framework, for display: « 6.2 Gouvernance de l'organisation », « G1 Conduite des affaires ». */
export function iso26000Label(subject: Iso26000CoreSubject): string {
  return `${subject} ${ISO_26000_CORE_SUBJECTS[subject]}`;
}

export function esrsLabel(standard: EsrsStandard): string {
  return `${standard} ${ESRS_STANDARDS[standard]}`;
}

export function vsmeLabel(disclosure: VsmeDisclosure): string {
  return `${disclosure} ${VSME_DISCLOSURES[disclosure]}`;
}
