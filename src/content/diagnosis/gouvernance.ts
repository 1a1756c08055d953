import type { DiagnosisQuestion } from './types';

/** Axis 2, Gouvernance & Stratégie: seven rated questions and a free-text prompt on managerial practices. */
export const GOUVERNANCE_QUESTIONS: readonly DiagnosisQuestion[] = [
  {
    id: 1,
    axis: 'gouvernance',
    order: 1,
    kind: 'rated',
    heading: "Raison d'être",
    question:
      "Votre entreprise a-t-elle formulé sa [[raison d'être]], c'est-à-dire sa contribution à la société au-delà du profit, et s'en sert-elle pour arbitrer ses décisions ?",
    enjeu: {
      title: "Pourquoi formuler une raison d'être ?",
      paragraphs: [
        "Dans une entreprise de 10 à 500 personnes, les arbitrages se font vite et souvent sans cadre écrit. Une raison d'être explicite donne un critère commun pour choisir un client, un fournisseur ou un investissement, et rend la démarche RSE cohérente au lieu d'être une suite d'actions isolées.",
        "C'est aussi un argument de recrutement et de fidélisation : les candidats comme les clients publics et grands comptes demandent de plus en plus à quoi sert l'entreprise, et pas seulement ce qu'elle vend.",
      ],
    },
    definitions: [
      {
        term: "raison d'être",
        title: "Raison d'être",
        content:
          "Les principes dont l'entreprise se dote et pour le respect desquels elle entend affecter des moyens (article 1835 du Code civil, loi PACTE de 2019). Elle dit en une ou deux phrases ce que l'entreprise apporte à ses clients, à ses équipes et à la société.",
        secondContent:
          "Elle peut être inscrite dans les statuts ; c'est une étape obligatoire pour devenir société à mission, avec des objectifs sociaux et environnementaux suivis par un comité de mission.",
      },
    ],
    levels: [
      {
        level: 1,
        text: "Rien n'est écrit : la finalité de l'entreprise se résume à son activité commerciale et n'est pas discutée.",
      },
      {
        level: 2,
        text: "La direction a formulé une raison d'être ou une mission, mais elle reste peu connue des équipes et n'influence pas les décisions.",
      },
      {
        level: 3,
        text: "La raison d'être est écrite, partagée avec les équipes et utilisée pour arbitrer des choix concrets (offres, clients, investissements).",
      },
      {
        level: 4,
        text: "La raison d'être est inscrite dans les statuts (ou l'entreprise est société à mission), déclinée en objectifs mesurés et revue chaque année.",
      },
    ],
    summary: [
      "Une raison d'être dit ce que l'entreprise apporte à la société, au-delà de son chiffre d'affaires.",
      'Elle ne vaut que si elle sert à trancher des décisions réelles.',
      'Son inscription dans les statuts est possible depuis la loi PACTE.',
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2'],
    vsme: ['C1', 'B2'],
  },
  {
    id: 2,
    axis: 'gouvernance',
    order: 2,
    kind: 'rated',
    heading: 'Stratégie',
    question:
      'Les enjeux RSE sont-ils intégrés à la stratégie de votre entreprise, avec des [[objectifs chiffrés]], des moyens et un responsable désigné ?',
    enjeu: {
      title: 'Pourquoi intégrer la RSE à la stratégie ?',
      paragraphs: [
        "Tant que la RSE reste à côté de la stratégie, elle dépend de la bonne volonté de quelques personnes et s'arrête au premier trimestre difficile. Inscrite dans la feuille de route, avec un budget et un responsable, elle devient pilotable comme n'importe quel autre projet de l'entreprise.",
        'Vos clients soumis à la CSRD et vos banques demandent désormais vos objectifs et vos plans de transition : une PME qui peut les montrer garde ses marchés et négocie mieux ses financements.',
      ],
    },
    definitions: [
      {
        term: 'objectifs chiffrés',
        title: 'Objectif chiffré',
        content:
          "Une cible mesurable, datée et rattachée à un indicateur : « réduire de 30 % nos émissions liées aux déplacements d'ici 2028 », et non « limiter notre impact ».",
        list: ['Un indicateur suivi', 'Une valeur de départ', 'Une cible', 'Une échéance', 'Un responsable'],
      },
    ],
    levels: [
      { level: 1, text: "La RSE n'apparaît pas dans la stratégie ; les actions éventuelles sont ponctuelles." },
      {
        level: 2,
        text: 'Des intentions RSE figurent dans les documents de direction, sans objectif chiffré, budget ni responsable.',
      },
      {
        level: 3,
        text: 'La feuille de route comporte quelques objectifs RSE chiffrés, un responsable et un budget, suivis en comité de direction.',
      },
      {
        level: 4,
        text: 'Chaque grand objectif stratégique intègre ses effets sociaux et environnementaux ; les résultats sont suivis, publiés et conditionnent une part de la rémunération des dirigeants.',
      },
    ],
    summary: [
      'Une stratégie RSE se reconnaît à ses objectifs chiffrés, à son budget et à son responsable.',
      'Elle est suivie au même rythme que les objectifs financiers.',
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2'],
    vsme: ['C1', 'C2'],
  },
  {
    id: 3,
    axis: 'gouvernance',
    order: 3,
    kind: 'rated',
    heading: 'Maîtrise des risques et des impacts',
    question:
      "Votre entreprise a-t-elle identifié ses principaux [[impacts]] sur les personnes et l'environnement, ainsi que les risques RSE qui pèsent sur son activité, par exemple au moyen d'une analyse de [[double matérialité]] ?",
    enjeu: {
      title: 'Pourquoi cartographier risques et impacts ?',
      paragraphs: [
        "On ne peut pas tout traiter : identifier ce qui compte vraiment permet de concentrer des moyens limités sur les deux ou trois sujets où l'entreprise a le plus d'effet, ou le plus à perdre (un fournisseur critique, une réglementation, une ressource qui se raréfie).",
        "C'est le principe de double matérialité de la CSRD, que vos grands clients appliquent déjà et qu'ils répercutent dans leurs questionnaires fournisseurs.",
      ],
    },
    definitions: [
      {
        term: 'impacts',
        title: 'Impact',
        content:
          "Effet positif ou négatif, réel ou potentiel, de l'activité de l'entreprise sur les personnes (salariés, clients, riverains) ou sur l'environnement (climat, eau, biodiversité).",
      },
      {
        term: 'double matérialité',
        title: 'Double matérialité',
        content:
          "Analyse qui croise deux regards : l'impact de l'entreprise sur la société et l'environnement (matérialité d'impact), et l'effet des enjeux sociaux et environnementaux sur ses résultats (matérialité financière).",
        secondContent: "Un sujet est prioritaire dès qu'il est important selon l'un des deux regards.",
      },
    ],
    levels: [
      { level: 1, text: "Aucun recensement des risques ou des impacts RSE n'a été fait." },
      {
        level: 2,
        text: 'Les principaux risques sont connus de la direction, de manière informelle, sans cotation ni suivi.',
      },
      {
        level: 3,
        text: 'Une cartographie écrite des risques et impacts existe, avec une cotation, des actions et un responsable par risque, revue au moins une fois par an.',
      },
      {
        level: 4,
        text: 'Une analyse de double matérialité, menée avec des parties prenantes, fonde les priorités ; les risques sont intégrés au contrôle interne et suivis par des indicateurs.',
      },
    ],
    summary: [
      "Les impacts sont les effets de l'entreprise sur le monde ; les risques, les effets du monde sur l'entreprise.",
      'Une cartographie écrite et revue chaque année suffit pour commencer.',
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2'],
    vsme: ['B2', 'C4'],
  },
  {
    id: 4,
    axis: 'gouvernance',
    order: 4,
    kind: 'rated',
    heading: "Modèle d'affaires",
    question:
      "Votre [[modèle d'affaires]] évolue-t-il pour que la création de valeur de l'entreprise repose davantage sur des activités à impact positif ?",
    enjeu: {
      title: "Pourquoi interroger le modèle d'affaires ?",
      paragraphs: [
        "Les actions RSE les plus efficaces ne sont pas celles qui compensent l'activité, mais celles qui la transforment : vendre l'usage plutôt que le produit, allonger la durée de vie, développer une offre qui répond à un besoin social ou environnemental.",
        "Un modèle d'affaires qui dépend d'activités appelées à être taxées, réglementées ou délaissées par les clients est un risque financier direct pour une PME.",
      ],
    },
    definitions: [
      {
        term: "modèle d'affaires",
        title: "Modèle d'affaires",
        content:
          "La manière dont l'entreprise crée, délivre et capte de la valeur : ce qu'elle vend, à qui, avec quelles ressources et comment elle est rémunérée.",
        list: [
          'Économie de la fonctionnalité (vendre un usage)',
          'Réparation et reconditionnement',
          'Abonnement et maintenance',
        ],
      },
    ],
    levels: [
      { level: 1, text: "Le modèle d'affaires n'a jamais été examiné sous l'angle social ou environnemental." },
      {
        level: 2,
        text: "L'entreprise a identifié les activités de son modèle qui posent problème, sans plan pour les faire évoluer.",
      },
      {
        level: 3,
        text: "Des offres à impact positif sont développées et leur part du chiffre d'affaires est suivie.",
      },
      {
        level: 4,
        text: "Le modèle d'affaires est conçu autour de l'impact positif : l'essentiel du chiffre d'affaires en provient et les activités néfastes sont abandonnées selon un calendrier.",
      },
    ],
    summary: [
      "Le modèle d'affaires est le levier RSE le plus puissant : il décide de ce que l'entreprise produit.",
      "Mesurer la part du chiffre d'affaires issue d'offres à impact rend l'évolution visible.",
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2'],
    vsme: ['C1', 'C8'],
  },
  {
    id: 5,
    axis: 'gouvernance',
    order: 5,
    kind: 'rated',
    heading: 'Gouvernance et partage de la décision',
    question:
      "Les décisions importantes de votre entreprise associent-elles d'autres personnes que le dirigeant, par exemple au sein d'un [[comité RSE]] ou d'un organe de gouvernance diversifié ?",
    enjeu: {
      title: 'Pourquoi partager la décision ?',
      paragraphs: [
        "Dans beaucoup de PME, tout repose sur le dirigeant. Ouvrir la décision à des salariés, à des administrateurs indépendants ou à un comité RSE réduit ce risque de dépendance, fait remonter des idées du terrain et rend les engagements RSE durables au-delà d'une personne.",
        "La diversité des profils (genre, métiers, âges) dans les instances limite les angles morts. Les grands donneurs d'ordre et la VSME demandent d'ailleurs la part de femmes dans l'organe de gouvernance.",
      ],
    },
    definitions: [
      {
        term: 'comité RSE',
        title: 'Comité RSE',
        content:
          "Groupe de personnes de l'entreprise, souvent volontaires et de métiers différents, qui propose, suit et fait connaître les actions RSE. Il se réunit à un rythme fixe et rend compte à la direction.",
      },
    ],
    levels: [
      { level: 1, text: 'Le dirigeant décide seul ; aucune instance ne discute des sujets RSE.' },
      {
        level: 2,
        text: 'Les équipes sont consultées ponctuellement, sans instance régulière ni règle de décision.',
      },
      {
        level: 3,
        text: 'Un comité RSE ou une instance équivalente se réunit régulièrement, avec des représentants des salariés, et ses propositions sont tranchées en comité de direction.',
      },
      {
        level: 4,
        text: "La gouvernance intègre des regards extérieurs (administrateur indépendant, comité de mission), la diversité de l'organe de direction est suivie et les salariés participent à des décisions stratégiques.",
      },
    ],
    summary: [
      'Partager la décision réduit la dépendance au dirigeant et ancre la démarche RSE.',
      'Un comité RSE régulier, qui rend compte à la direction, est un bon premier pas.',
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2', 'G1'],
    vsme: ['C9', 'B2'],
  },
  {
    id: 6,
    axis: 'gouvernance',
    order: 6,
    kind: 'rated',
    heading: 'Dialogue avec les parties prenantes',
    question:
      'Votre entreprise identifie-t-elle ses [[parties prenantes]] et dialogue-t-elle avec elles de façon organisée pour tenir compte de leurs attentes ?',
    enjeu: {
      title: 'Pourquoi dialoguer avec ses parties prenantes ?',
      paragraphs: [
        "Clients, salariés, fournisseurs, banque, collectivité : chacun attend quelque chose de l'entreprise et peut l'aider ou la freiner. Les écouter de façon organisée évite de se tromper de priorités et révèle souvent des attentes simples à satisfaire.",
        "C'est aussi la condition d'une analyse de matérialité crédible : des priorités fixées sans avoir interrogé personne ne convainquent ni les clients ni les financeurs.",
      ],
    },
    definitions: [
      {
        term: 'parties prenantes',
        title: 'Parties prenantes',
        content:
          "Personnes ou organisations concernées par les décisions et les activités de l'entreprise, ou qui peuvent les influencer.",
        list: [
          'Salariés et leurs représentants',
          'Clients',
          'Fournisseurs et sous-traitants',
          'Banques et actionnaires',
          'Collectivités et associations locales',
        ],
      },
    ],
    levels: [
      {
        level: 1,
        text: 'Les parties prenantes ne sont pas identifiées ; les échanges se limitent aux relations commerciales.',
      },
      {
        level: 2,
        text: "Les principales parties prenantes sont connues et parfois consultées, de façon informelle ou à l'occasion d'un problème.",
      },
      {
        level: 3,
        text: 'Une cartographie des parties prenantes existe et une consultation structurée (questionnaire, entretiens, réunion) est menée au moins une fois par an, avec un retour sur ce qui a été décidé.',
      },
      {
        level: 4,
        text: 'Les parties prenantes participent à la définition des priorités RSE (comité, panel, analyse de matérialité) et leurs attentes sont suivies dans le temps.',
      },
    ],
    summary: [
      "Les parties prenantes sont celles et ceux qui sont touchés par l'entreprise ou qui peuvent l'influencer.",
      "Une consultation annuelle, suivie d'un retour sur les décisions prises, installe la confiance.",
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2'],
    vsme: ['B2', 'C2'],
  },
  {
    id: 7,
    axis: 'gouvernance',
    order: 7,
    kind: 'rated',
    heading: 'Transparence',
    question:
      'Votre entreprise rend-elle compte de ses engagements et de ses résultats RSE, y compris de ses points faibles, à ses salariés et à ses partenaires, par exemple dans un [[rapport de durabilité]] ?',
    enjeu: {
      title: 'Pourquoi être transparent ?',
      paragraphs: [
        "Les clients soumis à la CSRD doivent rendre compte de leur chaîne de valeur : ils demandent à leurs fournisseurs, y compris aux PME, des données précises (émissions, effectifs, accidents, politiques). Une entreprise qui les a déjà réunies répond vite et gagne des points dans les appels d'offres.",
        "Publier ses résultats, bons comme mauvais, protège aussi du soupçon d'écoblanchiment : des engagements non chiffrés ou jamais suivis font plus de tort qu'un bilan honnête.",
      ],
    },
    definitions: [
      {
        term: 'rapport de durabilité',
        title: 'Rapport de durabilité',
        content:
          "Document qui présente les politiques, les actions, les indicateurs et les objectifs de l'entreprise sur les sujets environnementaux, sociaux et de gouvernance.",
        secondContent:
          "Pour une PME non cotée, le standard volontaire VSME de l'EFRAG (2024) en donne un format simple et reconnu par les banques et les grands clients.",
      },
    ],
    levels: [
      { level: 1, text: "Aucune information RSE n'est communiquée, ni en interne ni en externe." },
      {
        level: 2,
        text: 'Quelques actions sont mises en avant (site, réseaux sociaux), sans indicateur ni objectif, et seulement quand elles sont positives.',
      },
      {
        level: 3,
        text: 'Un bilan RSE avec des indicateurs chiffrés est partagé chaque année avec les salariés et transmis aux clients qui le demandent.',
      },
      {
        level: 4,
        text: 'Un rapport de durabilité structuré (par exemple selon la VSME) est publié chaque année, avec les objectifs, les écarts et leurs explications, et vérifié par un tiers.',
      },
    ],
    summary: [
      "La transparence, c'est publier des indicateurs et des objectifs, y compris ceux qui ne sont pas atteints.",
      'Le standard VSME donne aux PME un format reconnu par les clients et les banques.',
    ],
    iso26000: '6.2',
    esrs: ['ESRS 2', 'G1'],
    vsme: ['B1', 'B2'],
  },
  {
    id: 8,
    axis: 'gouvernance',
    order: 8,
    kind: 'free-text',
    heading: 'Vos pratiques managériales',
    question:
      'Comment décrivez-vous les pratiques managériales de votre entreprise : la façon dont les décisions sont prises, expliquées et suivies avec les équipes ? (facultatif)',
    placeholder:
      "Ex. : un point d'équipe hebdomadaire, des objectifs fixés avec chaque collaborateur lors de l'entretien annuel, les décisions importantes présentées en réunion plénière...",
    enjeu: {
      title: 'Pourquoi parler de management ?',
      paragraphs: [
        "La façon de manager fait vivre, ou non, les engagements de la gouvernance : une stratégie RSE qui n'est ni expliquée ni discutée avec les équipes reste lettre morte.",
        'Votre réponse aide votre copilote à comprendre votre organisation avant votre prochain échange.',
      ],
    },
    summary: [
      'Décrivez en quelques phrases ce qui se passe réellement, pas ce qui est prévu.',
      'Citez des rituels, des outils ou des exemples de décisions récentes.',
    ],
    iso26000: '6.2',
    esrs: ['G1', 'S1'],
    vsme: ['B2', 'C2'],
  },
];
