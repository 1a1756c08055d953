/**
 * '/sensibilisation': short awareness modules, a few screens each, to share with the whole team. Static content; the
 * reader's progress is remembered per user (awareness-progress.ts).
 */

export interface AwarenessScreen {
  title: string;
  paragraphs: readonly string[];
  /** A figure to remember, shown large. */
  keyFigure?: { value: string; caption: string };
}

export interface AwarenessModule {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  screens: readonly AwarenessScreen[];
}

export const AWARENESS_MODULES: readonly AwarenessModule[] = [
  {
    id: 'limites-planetaires',
    title: 'Les limites planétaires en cinq minutes',
    summary: "Comprendre pourquoi la RSE ne se limite pas au climat, et où se situe l'activité humaine aujourd'hui.",
    minutes: 5,
    screens: [
      {
        title: 'Neuf processus qui règlent la planète',
        paragraphs: [
          "En 2009, une équipe de scientifiques menée par Johan Rockström a identifié neuf processus qui maintiennent la Terre dans l'état stable qu'a connu l'humanité : climat, biodiversité, cycles de l'azote et du phosphore, eau douce, usage des sols, acidification des océans, couche d'ozone, aérosols et nouvelles entités chimiques.",
          'Pour chacun, ils ont défini une limite au-delà de laquelle le risque de basculement augmente fortement.',
        ],
      },
      {
        title: 'Six limites déjà franchies',
        paragraphs: [
          "La mise à jour publiée en 2023 conclut que six des neuf limites sont dépassées, dont le climat, l'intégrité de la biosphère et les cycles de l'azote et du phosphore.",
          "Autrement dit, réduire nos émissions de CO2 est indispensable mais ne suffit pas : la biodiversité, l'eau et les pollutions comptent tout autant.",
        ],
        keyFigure: { value: '6 sur 9', caption: "limites planétaires franchies selon l'évaluation de 2023" },
      },
      {
        title: 'La théorie du donut',
        paragraphs: [
          "L'économiste Kate Raworth a ajouté à ce plafond environnemental un plancher social : se nourrir, se soigner, se loger, avoir un revenu, être représenté. Entre les deux se trouve l'espace « sûr et juste » où une économie devrait prospérer.",
          "C'est la logique des quatre axes du diagnostic Steer : réduire les pressions sur la planète tout en renforçant le socle social.",
        ],
      },
      {
        title: 'Et dans mon entreprise ?',
        paragraphs: [
          "Chaque entreprise touche plusieurs limites : énergie et déplacements pour le climat, achats pour l'usage des sols et la biodiversité, déchets pour les pollutions.",
          "Repérez dans votre quotidien une décision qui pèse sur l'une d'elles, et parlez-en à votre référent RSE : c'est souvent ainsi que naissent les meilleures actions.",
        ],
      },
    ],
  },
  {
    id: 'bilan-carbone-essentiel',
    title: "Le bilan carbone, l'essentiel",
    summary: 'Scopes, ordres de grandeur et gestes qui comptent vraiment, pour parler carbone sans jargon.',
    minutes: 4,
    screens: [
      {
        title: 'Une unité commune : la tonne équivalent CO2',
        paragraphs: [
          "Tous les gaz à effet de serre (méthane, protoxyde d'azote, gaz frigorigènes...) sont convertis en équivalent CO2 selon leur pouvoir de réchauffement. On peut ainsi additionner un trajet en avion, un ordinateur et un repas.",
        ],
        keyFigure: {
          value: 'env. 9 t',
          caption: "empreinte carbone moyenne d'un Français par an ; l'objectif est de 2 t en 2050",
        },
      },
      {
        title: 'Trois scopes',
        paragraphs: [
          "Scope 1 : ce que l'entreprise brûle elle-même (gaz, carburant). Scope 2 : l'énergie qu'elle achète (électricité, réseau de chaleur). Scope 3 : tout le reste, en amont et en aval.",
          'Dans une entreprise de services, le scope 3 (achats, déplacements, numérique) dépasse souvent 80 % du total.',
        ],
      },
      {
        title: 'Les ordres de grandeur qui surprennent',
        paragraphs: [
          "Un aller-retour Paris–New York en avion émet environ une tonne et demie d'équivalent CO2 par passager, soit l'équivalent de plusieurs années de trajets quotidiens en train.",
          "La fabrication d'un ordinateur portable représente l'essentiel de son empreinte : le garder deux ans de plus est souvent le geste numérique le plus efficace.",
        ],
      },
      {
        title: 'Agir là où ça compte',
        paragraphs: [
          'Concentrez les efforts sur les trois premiers postes de votre bilan plutôt que sur une multitude de petits gestes. Le train pour les trajets de moins de quatre heures, le matériel reconditionné et les critères carbone dans les achats font souvent la différence.',
        ],
      },
    ],
  },
  {
    id: 'egalite-au-quotidien',
    title: "L'égalité femmes-hommes au quotidien",
    summary: 'Repérer les inégalités ordinaires au travail et les leviers simples pour les corriger.',
    minutes: 4,
    screens: [
      {
        title: 'Des écarts qui persistent',
        paragraphs: [
          "À temps de travail égal, les femmes gagnent encore environ 14 % de moins que les hommes dans le secteur privé en France. Une partie de l'écart s'explique par les métiers et les postes occupés, mais une part reste inexpliquée, même à poste égal.",
        ],
        keyFigure: { value: 'env. 14 %', caption: 'écart de salaire à temps de travail égal dans le privé (Insee)' },
      },
      {
        title: 'Les biais du quotidien',
        paragraphs: [
          'Réunions fixées tard le soir, prise de parole monopolisée, missions visibles confiées aux mêmes personnes, retour de congé parental sans entretien : ces habitudes, rarement intentionnelles, freinent des carrières.',
        ],
      },
      {
        title: 'Ce que chacun peut faire',
        paragraphs: [
          "Veiller à la répartition de la parole en réunion, proposer les missions visibles à toute l'équipe, signaler une remarque sexiste plutôt que la laisser passer.",
          "Côté managers : objectiver les critères d'augmentation et de promotion, et organiser un entretien au retour de chaque congé.",
        ],
      },
    ],
  },
  {
    id: 'reconnaitre-le-greenwashing',
    title: "Reconnaître et éviter l'écoblanchiment",
    summary:
      'Les allégations environnementales sont encadrées. Comment communiquer sur vos actions sans tomber dans le greenwashing.',
    minutes: 3,
    screens: [
      {
        title: "Qu'est-ce que l'écoblanchiment ?",
        paragraphs: [
          "L'écoblanchiment (greenwashing) consiste à donner une image environnementale trompeuse : allégations vagues (« produit vert », « respectueux de la planète »), mise en avant d'un détail pour masquer l'essentiel, labels inventés.",
        ],
      },
      {
        title: 'Ce que dit la loi',
        paragraphs: [
          "Depuis la loi Climat et Résilience, il est interdit d'affirmer qu'un produit ou un service est « neutre en carbone » sans publier un bilan d'émissions et une trajectoire de réduction. L'écoblanchiment est une pratique commerciale trompeuse, passible d'une amende pouvant aller jusqu'à 80 % des dépenses de la campagne en cause.",
        ],
        keyFigure: {
          value: '80 %',
          caption: "des dépenses de la campagne : plafond de l'amende pour pratique trompeuse environnementale",
        },
      },
      {
        title: 'Bien communiquer',
        paragraphs: [
          "Soyez précis (« −30 % d'électricité consommée entre 2023 et 2025 »), datez et sourcez vos chiffres, parlez de ce qui reste à faire. Une communication honnête sur des progrès réels convainc davantage qu'une promesse vague.",
        ],
      },
    ],
  },
];
