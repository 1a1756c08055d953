import type { Schemas } from '@/api';

export type Sector = Schemas['Sector'];

/** Sector choices of the company form (spec §2), in the spec's order. */
export const SECTORS: readonly Sector[] = ['Services', 'Technologies', 'Droit', 'Transport', 'Bâtiment', 'Autre'];

export { ONBOARDING_STEPS, type OnboardingStep } from './steps';

export const companyFormContent = {
  title: 'Mon entreprise',
  intro:
    'Présentez-nous votre entreprise : ces informations situent votre diagnostic RSE et permettent à vos collègues de vous rejoindre.',
  joinIntro: (name: string) =>
    `${name} est déjà inscrite sur Steer avec le domaine de votre adresse mail. Indiquez votre poste pour rejoindre l'équipe.`,
  joinLockedHelp: "Ces informations sont celles de l'entreprise déjà inscrite ; son administrateur peut les modifier.",
  name: "Nom de l'entreprise",
  position: 'Votre poste',
  positionPlaceholder: 'Ex. : Responsable RSE',
  sector: "Secteur d'activité",
  sectorPlaceholder: 'Choisir un secteur',
  activity: 'Activité',
  activityPlaceholder: 'Ex. : Conseil en transition écologique',
  website: 'Site internet',
  websitePlaceholder: 'https://www.votre-entreprise.fr',
  employees: 'Nombre de salariés',
  create: 'Créer mon entreprise',
  join: "Rejoindre l'entreprise",
  nameRequired: 'Veuillez indiquer le nom de votre entreprise.',
  positionRequired: 'Veuillez indiquer votre poste.',
  sectorRequired: "Veuillez choisir un secteur d'activité.",
  employeesInvalid: 'Indiquez un nombre entier de salariés, 1 au minimum.',
  lookupWhat: 'les informations de votre entreprise',
  saveFailure: "Votre entreprise n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
  retry: 'Réessayer',
  sessionFailure:
    "Votre entreprise est bien enregistrée, mais votre session n'a pas pu être mise à jour. Réessayez pour continuer.",
} as const;

export const welcomeContent = {
  title: 'Bienvenue à bord !',
  text: (company: string | null) =>
    company
      ? `Votre espace ${company} est prêt. Avant de commencer, voici en trois étapes comment se déroule votre diagnostic de maturité RSE.`
      : 'Votre espace est prêt. Avant de commencer, voici en trois étapes comment se déroule votre diagnostic de maturité RSE.',
  next: 'Suivant',
} as const;

export interface Slide {
  title: string;
  paragraphs: readonly string[];
  /** Optional list shown after the paragraphs. */
  items?: readonly { label: string; detail: string }[];
}

export const slidesContent = {
  title: 'Diagnostic de votre maturité RSE',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  goTo: (index: number) => `Aller à la diapositive ${index}`,
  position: (index: number, total: number) => `Diapositive ${index} sur ${total}`,
  carousel: 'Présentation du diagnostic',
  start: "C'est parti !",
  startHint: 'Parcourez les trois diapositives pour commencer le diagnostic.',
  slides: [
    {
      title: 'Un état des lieux, pas un examen',
      paragraphs: [
        "Le diagnostic mesure la maturité RSE de votre entreprise à partir de ses pratiques réelles : la manière dont elle est gouvernée, dont elle traite ses collaborateurs, dont elle gère ses impacts sur l'environnement et dont elle conduit ses affaires.",
        "Il n'y a ni bonne ni mauvaise réponse : plus vos réponses sont fidèles à la réalité, plus votre plan d'action sera utile. Chaque niveau choisi est enregistré aussitôt, vous pouvez donc vous interrompre et reprendre plus tard.",
      ],
    },
    {
      title: 'Quatre axes, 27 questions',
      paragraphs: [
        'Après un court préambule et quelques questions sur la perception de votre politique RSE actuelle, vous évaluez vos pratiques sur quatre axes. Pour chaque thème, vous choisissez parmi quatre niveaux celui qui décrit le mieux votre situation.',
      ],
      items: [
        {
          label: 'Gouvernance & Stratégie',
          detail: "raison d'être, stratégie, maîtrise des risques, dialogue avec les parties prenantes",
        },
        {
          label: 'Social et droits des collaborateurs',
          detail: 'conditions de travail, santé et sécurité, compétences, égalité et inclusion',
        },
        { label: 'Environnement', detail: 'climat, pollutions, ressources et économie circulaire, biodiversité' },
        { label: 'Business durable', detail: 'relations avec vos clients, fournisseurs et partenaires' },
      ],
    },
    {
      title: 'Et ensuite ?',
      paragraphs: [
        'Votre copilote Steer analyse vos réponses avec vous lors de votre prochain échange. Vous obtenez un score global sur 100 et un score sur 25 pour chacun des quatre axes.',
        'Ce diagnostic devient votre feuille de route : vos enjeux prioritaires, les leviers à activer, le pilotage de vos actions et le suivi de vos réalisations, réunis dans votre tableau de bord.',
      ],
    },
  ] satisfies readonly [Slide, ...Slide[]],
} as const;
