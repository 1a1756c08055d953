import type { DiagnosisQuestion } from './types';

/**
 * Axis 5, Business durable: six rated questions and a free-text prompt. The spec leaves the themes open; these are
 * the ones the mock backend's seed serves (mocks/seed/content.ts).
 */
export const BUSINESS_QUESTIONS: readonly DiagnosisQuestion[] = [
  {
    id: 21,
    axis: 'business',
    order: 1,
    kind: 'rated',
    heading: 'Éthique des affaires et prévention de la corruption',
    question:
      "Votre entreprise a-t-elle fixé des règles écrites d'éthique des affaires (cadeaux, invitations, [[conflits d'intérêts]]) et un moyen de signaler une alerte, par exemple un [[dispositif d'alerte]] ?",
    enjeu: {
      title: "Pourquoi l'éthique des affaires ?",
      paragraphs: [
        "Un cadeau de trop, un conflit d'intérêts non déclaré ou un paiement de facilitation peuvent coûter un marché, une amende et la réputation de l'entreprise. Des règles simples et connues de tous protègent les salariés autant que l'entreprise.",
        "Dès 50 salariés, un dispositif de recueil des alertes est obligatoire (loi Sapin II, modifiée en 2022) ; les grands clients soumis à Sapin II évaluent aussi l'intégrité de leurs fournisseurs.",
      ],
    },
    definitions: [
      {
        term: "conflits d'intérêts",
        title: "Conflit d'intérêts",
        content:
          "Situation où l'intérêt personnel d'un salarié ou d'un dirigeant (un proche chez un fournisseur, une participation chez un client) peut influencer, ou paraître influencer, une décision qu'il prend pour l'entreprise.",
      },
      {
        term: "dispositif d'alerte",
        title: "Dispositif d'alerte",
        content:
          'Procédure qui permet à un salarié, un ancien salarié ou un partenaire de signaler de façon confidentielle une infraction ou un manquement, sans risquer de représailles.',
        secondContent: 'Obligatoire dès 50 salariés (loi Sapin II, loi Waserman du 21 mars 2022).',
      },
    ],
    levels: [
      { level: 1, text: "Aucune règle d'éthique n'est écrite ; les situations sont gérées au cas par cas." },
      {
        level: 2,
        text: 'Quelques principes figurent dans le règlement intérieur ou une charte, peu connue des équipes exposées (achats, commercial).',
      },
      {
        level: 3,
        text: "Un code de conduite fixe les règles (cadeaux, conflits d'intérêts), les équipes exposées sont formées et un dispositif d'alerte confidentiel fonctionne.",
      },
      {
        level: 4,
        text: 'Les risques de corruption sont cartographiés, les tiers à risque sont évalués, les alertes sont suivies et traitées, et la direction rend compte du dispositif.',
      },
    ],
    summary: [
      "Des règles écrites sur les cadeaux et les conflits d'intérêts protègent les salariés comme l'entreprise.",
      "Le dispositif d'alerte est obligatoire dès 50 salariés.",
    ],
    iso26000: '6.6',
    esrs: ['G1'],
    vsme: ['B11'],
  },
  {
    id: 22,
    axis: 'business',
    order: 2,
    kind: 'rated',
    heading: 'Achats responsables',
    question:
      'Votre entreprise tient-elle compte de critères sociaux et environnementaux dans le choix de ses fournisseurs, et entretient-elle avec eux des [[relations fournisseurs responsables]] ?',
    enjeu: {
      title: 'Pourquoi des achats responsables ?',
      paragraphs: [
        "Une grande partie de l'empreinte sociale et environnementale d'une PME se trouve chez ses fournisseurs. Choisir des fournisseurs engagés, c'est agir sur des émissions et des conditions de travail que l'entreprise ne maîtrise pas directement.",
        "C'est aussi une question de solidité : des délais de paiement respectés et des relations durables rendent la chaîne d'approvisionnement plus fiable, et les retards de paiement sont sanctionnés par la DGCCRF.",
      ],
    },
    definitions: [
      {
        term: 'relations fournisseurs responsables',
        title: 'Relations fournisseurs responsables',
        content:
          'Relations équilibrées et durables avec les fournisseurs : délais de paiement légaux respectés (60 jours maximum), pas de dépendance économique abusive, dialogue sur les prix et les exigences.',
        secondContent:
          'Le label « Relations fournisseurs et achats responsables » (norme ISO 20400) en donne le cadre.',
      },
    ],
    levels: [
      { level: 1, text: 'Les fournisseurs sont choisis sur le prix et le délai uniquement.' },
      {
        level: 2,
        text: 'Des critères RSE sont pris en compte ponctuellement, pour quelques achats, sans règle écrite.',
      },
      {
        level: 3,
        text: 'Une charte achats responsables est partagée avec les fournisseurs principaux, des critères RSE pèsent dans les choix et les délais de paiement sont suivis.',
      },
      {
        level: 4,
        text: "Les fournisseurs à risque sont évalués et accompagnés, les achats auprès du secteur protégé et adapté ou de l'économie sociale et solidaire sont développés et les résultats sont suivis.",
      },
    ],
    summary: [
      'Une grande part de votre empreinte se trouve chez vos fournisseurs.',
      "Respecter les délais de paiement est le premier geste d'achat responsable.",
    ],
    iso26000: '6.6',
    esrs: ['G1', 'S2'],
    vsme: ['B2', 'C6'],
  },
  {
    id: 23,
    axis: 'business',
    order: 3,
    kind: 'rated',
    heading: 'Relations clients et qualité de service',
    question:
      'Votre entreprise mesure-t-elle la satisfaction de ses clients, traite-t-elle leurs réclamations selon une procédure suivie et leur donne-t-elle une [[information loyale]] sur ses produits et services ?',
    enjeu: {
      title: 'Pourquoi soigner la relation client ?',
      paragraphs: [
        'Une information claire sur les prix, les conditions et les caractéristiques des produits est une obligation légale et la base de la confiance. Les allégations environnementales vagues (« écologique », « neutre en carbone ») sont désormais encadrées et sanctionnées.',
        "Une réclamation bien traitée fidélise souvent davantage qu'une vente sans problème ; les mesurer révèle aussi les défauts de l'offre.",
      ],
    },
    definitions: [
      {
        term: 'information loyale',
        title: 'Information loyale',
        content:
          "Information exacte, complète et compréhensible sur les caractéristiques, le prix, les conditions et l'impact des produits ou services, sans pratique commerciale trompeuse.",
        secondContent:
          'La directive européenne de 2024 sur les allégations environnementales interdit les allégations génériques non prouvées depuis le 27 septembre 2026.',
      },
    ],
    levels: [
      { level: 1, text: "La satisfaction n'est pas mesurée et les réclamations sont traitées sans procédure." },
      {
        level: 2,
        text: "Les réclamations sont traitées au fil de l'eau ; la satisfaction est évaluée de manière informelle.",
      },
      {
        level: 3,
        text: 'La satisfaction est mesurée régulièrement, les réclamations suivent une procédure avec des délais de réponse suivis, et les informations commerciales sont vérifiées.',
      },
      {
        level: 4,
        text: "Les retours clients alimentent l'amélioration des offres, les allégations environnementales sont prouvées, et les résultats de satisfaction sont partagés avec les équipes et les clients.",
      },
    ],
    summary: [
      'La confiance des clients repose sur une information exacte et des réclamations bien traitées.',
      'Les allégations environnementales doivent être prouvées.',
    ],
    iso26000: '6.7',
    esrs: ['S4'],
    vsme: ['B2'],
  },
  {
    id: 24,
    axis: 'business',
    order: 4,
    kind: 'rated',
    heading: 'Offre de produits et services durables',
    question:
      "Votre entreprise mesure-t-elle l'impact de ses produits et services sur tout leur [[cycle de vie]] et développe-t-elle des offres plus durables ?",
    enjeu: {
      title: 'Pourquoi une offre durable ?',
      paragraphs: [
        "Pour beaucoup d'entreprises, l'essentiel de l'impact se produit chez le client, pendant l'usage ou en fin de vie du produit. Concevoir des offres plus sobres, réparables ou utiles à la transition de vos clients est à la fois un levier d'impact et de croissance.",
        'Les acheteurs publics doivent intégrer des critères environnementaux dans tous leurs marchés depuis août 2026 (loi Climat et résilience) : une offre durable documentée devient un avantage concurrentiel direct.',
      ],
    },
    definitions: [
      {
        term: 'cycle de vie',
        title: 'Cycle de vie',
        content:
          "Toutes les étapes de la vie d'un produit ou d'un service : extraction des matières, fabrication, transport, utilisation, fin de vie. L'analyse de cycle de vie (ACV) en mesure les impacts étape par étape.",
      },
    ],
    levels: [
      { level: 1, text: "L'impact des produits et services n'est pas connu." },
      {
        level: 2,
        text: "Les impacts principaux de l'offre sont identifiés de manière qualitative, sans mesure ni objectif.",
      },
      {
        level: 3,
        text: 'Les impacts des offres principales sont mesurés, des améliorations sont engagées et une offre plus durable est proposée aux clients.',
      },
      {
        level: 4,
        text: "L'écoconception est systématique, la part du chiffre d'affaires issue d'offres durables est suivie et progresse, et les bénéfices sont démontrés aux clients.",
      },
    ],
    summary: [
      "L'impact d'une offre se mesure sur tout son cycle de vie, usage et fin de vie compris.",
      'Une offre durable documentée est un atout dans les achats publics.',
    ],
    iso26000: '6.7',
    esrs: ['S4', 'E5'],
    vsme: ['C1'],
  },
  {
    id: 25,
    axis: 'business',
    order: 5,
    kind: 'rated',
    heading: 'Ancrage territorial et partenariats',
    question:
      'Votre entreprise contribue-t-elle au développement de son territoire (emploi local, fournisseurs de proximité, partenariats avec des écoles ou des associations, [[mécénat]]) ?',
    enjeu: {
      title: "Pourquoi l'ancrage territorial ?",
      paragraphs: [
        "Une PME dépend de son territoire : recrutement, formation, fournisseurs, image auprès des habitants et des élus. S'y impliquer renforce ces liens et ouvre des partenariats utiles, par exemple avec les écoles pour l'apprentissage.",
        "L'engagement local se mesure : part des achats et des recrutements locaux, heures de bénévolat, montants de mécénat.",
      ],
    },
    definitions: [
      {
        term: 'mécénat',
        title: 'Mécénat',
        content:
          "Soutien financier, en nature ou en compétences apporté sans contrepartie équivalente à une association ou à un organisme d'intérêt général.",
        secondContent:
          "Il ouvre droit à une réduction d'impôt de 60 % des sommes versées, dans la limite de 20 000 € ou de 0,5 % du chiffre d'affaires si ce montant est plus élevé (article 238 bis du Code général des impôts).",
      },
    ],
    levels: [
      { level: 1, text: "L'entreprise n'entretient pas de lien particulier avec son territoire." },
      {
        level: 2,
        text: 'Des actions ponctuelles existent (sponsoring, dons), décidées au cas par cas.',
      },
      {
        level: 3,
        text: 'Des partenariats durables sont noués (écoles, associations, acteurs économiques locaux) et les achats et recrutements locaux sont privilégiés et suivis.',
      },
      {
        level: 4,
        text: "L'entreprise co-construit des projets avec les acteurs du territoire, propose du mécénat de compétences à ses salariés et mesure sa contribution locale.",
      },
    ],
    summary: [
      'Une PME vit de son territoire : recrutement, fournisseurs, réputation.',
      'Des partenariats durables valent mieux que des dons ponctuels.',
    ],
    iso26000: '6.8',
    esrs: ['S3'],
    vsme: ['B2'],
  },
  {
    id: 26,
    axis: 'business',
    order: 6,
    kind: 'rated',
    heading: 'Protection des données et cybersécurité',
    question:
      "Votre entreprise protège-t-elle les [[données personnelles]] de ses clients et salariés et s'est-elle organisée face aux [[cyberattaques]] ?",
    enjeu: {
      title: 'Pourquoi protéger les données ?',
      paragraphs: [
        "Les PME sont aujourd'hui la première cible des rançongiciels : une attaque peut arrêter l'activité pendant des semaines et exposer des données de clients. Quelques mesures de base (sauvegardes hors ligne, double authentification, mises à jour) évitent la plupart des incidents.",
        'Le RGPD impose de tenir un registre des traitements et de notifier les violations de données à la CNIL sous 72 heures ; la directive NIS 2 étend les obligations de cybersécurité à de nombreuses entreprises moyennes.',
      ],
    },
    definitions: [
      {
        term: 'données personnelles',
        title: 'Données personnelles',
        content:
          "Toute information qui permet d'identifier une personne directement ou indirectement : nom, adresse électronique, numéro de téléphone, adresse IP, données de paie.",
      },
      {
        term: 'cyberattaques',
        title: 'Cyberattaque',
        content:
          "Action malveillante visant les systèmes informatiques de l'entreprise : hameçonnage, rançongiciel, usurpation de l'identité d'un dirigeant pour obtenir un virement.",
      },
    ],
    levels: [
      { level: 1, text: "Aucune mesure particulière n'est prise ; le RGPD n'a pas été mis en œuvre." },
      {
        level: 2,
        text: "Des mesures de base existent (antivirus, mots de passe), sans registre des traitements ni plan en cas d'incident.",
      },
      {
        level: 3,
        text: 'Un registre des traitements est tenu, les sauvegardes sont testées, la double authentification est généralisée et les salariés sont sensibilisés chaque année.',
      },
      {
        level: 4,
        text: "La sécurité est pilotée (audit, tests d'intrusion, plan de continuité), les incidents sont gérés selon une procédure et les clients sont informés des engagements de l'entreprise.",
      },
    ],
    summary: [
      'Les PME sont la première cible des rançongiciels.',
      'Sauvegardes testées, double authentification et sensibilisation évitent la plupart des incidents.',
    ],
    iso26000: '6.7',
    esrs: ['S4'],
    vsme: ['B2'],
  },
  {
    id: 27,
    axis: 'business',
    order: 7,
    kind: 'free-text',
    heading: 'Vos pratiques commerciales durables',
    question:
      'Quelles pratiques commerciales durables votre entreprise a-t-elle mises en place avec ses clients, ses fournisseurs ou ses partenaires ? (facultatif)',
    placeholder:
      'Ex. : charte achats responsables signée par nos dix premiers fournisseurs, offre de maintenance pour prolonger la durée de vie des équipements, partenariat avec un ESAT...',
    enjeu: {
      title: 'Pourquoi décrire vos pratiques commerciales ?',
      paragraphs: [
        "La façon de vendre, d'acheter et de s'associer dit beaucoup de la maturité RSE d'une entreprise.",
        'Votre réponse complète le questionnaire et prépare votre échange avec votre copilote.',
      ],
    },
    summary: ['Citez des pratiques concrètes, avec leurs partenaires.', 'Les projets en cours comptent aussi.'],
    iso26000: '6.6',
    esrs: ['G1', 'S4'],
    vsme: ['B2', 'C1'],
  },
];
