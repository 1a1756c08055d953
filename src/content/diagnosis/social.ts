import type { DiagnosisQuestion } from './types';

/** Axis 3, Social et droits des collaborateurs: five rated questions and a free-text prompt on social practices. */
export const SOCIAL_QUESTIONS: readonly DiagnosisQuestion[] = [
  {
    id: 9,
    axis: 'social',
    order: 1,
    kind: 'rated',
    heading: 'Conditions de travail',
    question:
      'Votre entreprise agit-elle de façon organisée sur la [[qualité de vie et des conditions de travail]] : charge, horaires, télétravail, rémunération et [[droit à la déconnexion]] ?',
    enjeu: {
      title: 'Pourquoi agir sur les conditions de travail ?',
      paragraphs: [
        'Dans une PME, chaque départ coûte cher : recrutement, formation, perte de savoir-faire, surcharge des collègues. Des conditions de travail soutenables sont le premier levier pour fidéliser et pour attirer dans les métiers en tension.',
        "Ce sont aussi des obligations : négociation sur la qualité de vie et des conditions de travail, déconnexion comprise, dès qu'il existe un délégué syndical, et suivi de la charge de travail des salariés au forfait jours.",
      ],
    },
    definitions: [
      {
        term: 'qualité de vie et des conditions de travail',
        title: 'Qualité de vie et des conditions de travail (QVCT)',
        content:
          'Démarche qui améliore à la fois le travail lui-même (contenu, organisation, charge, autonomie) et son cadre (horaires, locaux, équilibre des temps de vie), en associant les salariés.',
        secondContent:
          'Accord national interprofessionnel du 9 décembre 2020, qui a remplacé la notion de qualité de vie au travail.',
      },
      {
        term: 'droit à la déconnexion',
        title: 'Droit à la déconnexion',
        content:
          'Droit de chaque salarié de ne pas être joignable ni de répondre aux sollicitations professionnelles en dehors de son temps de travail (article L2242-17 du Code du travail).',
      },
    ],
    levels: [
      {
        level: 1,
        text: 'Les conditions de travail ne sont pas discutées en dehors des obligations légales minimales.',
      },
      {
        level: 2,
        text: 'Des mesures existent (télétravail, horaires souples) mais au cas par cas, sans règles écrites ni mesure de la satisfaction.',
      },
      {
        level: 3,
        text: "Des règles écrites encadrent le télétravail, la charge et la déconnexion ; une enquête auprès des salariés est menée régulièrement et suivie d'actions.",
      },
      {
        level: 4,
        text: "La QVCT fait l'objet d'un accord ou d'un plan négocié, avec des indicateurs suivis (absentéisme, rotation, satisfaction) et des résultats en amélioration.",
      },
    ],
    summary: [
      'Des conditions de travail soutenables sont le premier levier de fidélisation.',
      'Écrire les règles et mesurer la satisfaction rend les progrès visibles.',
    ],
    iso26000: '6.4',
    esrs: ['S1'],
    vsme: ['B8', 'B10'],
  },
  {
    id: 10,
    axis: 'social',
    order: 2,
    kind: 'rated',
    heading: 'Santé et sécurité',
    question:
      'Votre entreprise évalue-t-elle les risques pour la santé physique et mentale de ses salariés dans un [[document unique]] à jour, y compris les [[risques psychosociaux]], et agit-elle pour les réduire ?',
    enjeu: {
      title: 'Pourquoi la santé et la sécurité ?',
      paragraphs: [
        "Un accident ou un arrêt long désorganise une petite équipe pendant des mois et pèse sur les cotisations. Les risques psychosociaux (surcharge, tensions, isolement) sont aujourd'hui la première cause d'arrêts longs dans les métiers de bureau.",
        "L'évaluation des risques est une obligation de l'employeur dès le premier salarié ; le nombre d'accidents du travail et le taux de fréquence font partie des données que les clients demandent le plus souvent.",
      ],
    },
    definitions: [
      {
        term: 'document unique',
        title: "Document unique d'évaluation des risques professionnels (DUERP)",
        content:
          'Document obligatoire dès le premier salarié qui recense les risques de chaque unité de travail et les mesures de prévention. Il est mis à jour au moins chaque année dans les entreprises de 11 salariés et plus, et à chaque changement important.',
      },
      {
        term: 'risques psychosociaux',
        title: 'Risques psychosociaux (RPS)',
        content:
          "Risques pour la santé mentale, physique et sociale créés par l'organisation et les relations de travail.",
        list: [
          'Stress et surcharge',
          'Harcèlement moral ou sexuel',
          'Violences internes ou externes',
          'Épuisement professionnel',
        ],
      },
    ],
    levels: [
      { level: 1, text: "Il n'existe pas de document unique, ou il n'a pas été mis à jour depuis plus d'un an." },
      {
        level: 2,
        text: 'Le document unique est à jour pour les risques physiques, mais les risques psychosociaux ne sont pas évalués et les actions sont rares.',
      },
      {
        level: 3,
        text: 'Le document unique couvre aussi les risques psychosociaux, un plan de prévention est suivi, les accidents et arrêts sont analysés et des référents sont formés.',
      },
      {
        level: 4,
        text: 'La prévention est pilotée avec les salariés et leurs représentants, les indicateurs (taux de fréquence, absentéisme) baissent et les managers sont formés à détecter les situations à risque.',
      },
    ],
    summary: [
      'Le document unique est obligatoire dès le premier salarié et doit inclure les risques psychosociaux.',
      "Analyser chaque accident ou arrêt long permet d'éviter qu'il se reproduise.",
    ],
    iso26000: '6.4',
    esrs: ['S1'],
    vsme: ['B9'],
  },
  {
    id: 11,
    axis: 'social',
    order: 3,
    kind: 'rated',
    heading: 'Développement des compétences',
    question:
      'Votre entreprise construit-elle un [[plan de développement des compétences]] à partir des besoins de son activité et des souhaits de chaque salarié, exprimés en [[entretien professionnel]] ?',
    enjeu: {
      title: 'Pourquoi développer les compétences ?',
      paragraphs: [
        "Les métiers changent vite, sous l'effet du numérique comme de la transition écologique. Former ses équipes coûte moins cher que recruter des compétences rares, et c'est une attente forte des salariés, qui restent plus longtemps là où ils progressent.",
        "Le nombre moyen d'heures de formation par salarié est une donnée standard des questionnaires RSE des clients et de la VSME.",
      ],
    },
    definitions: [
      {
        term: 'plan de développement des compétences',
        title: 'Plan de développement des compétences',
        content:
          "Ensemble des actions de formation et d'accompagnement décidées par l'employeur pour une année (il a remplacé le plan de formation en 2019). Les formations obligatoires pour un poste y figurent en priorité.",
      },
      {
        term: 'entretien professionnel',
        title: 'Entretien professionnel',
        content:
          "Entretien obligatoire tous les deux ans, distinct de l'évaluation annuelle, consacré aux perspectives d'évolution et aux besoins de formation du salarié. Tous les six ans, un bilan récapitule son parcours.",
      },
    ],
    levels: [
      {
        level: 1,
        text: 'Seules les formations obligatoires sont suivies ; les entretiens professionnels ne sont pas tenus.',
      },
      {
        level: 2,
        text: 'Des formations sont accordées à la demande, sans plan annuel ; les entretiens professionnels sont tenus irrégulièrement.',
      },
      {
        level: 3,
        text: "Un plan annuel relie les besoins de l'activité aux entretiens professionnels, tenus pour tous ; les heures de formation sont suivies par salarié.",
      },
      {
        level: 4,
        text: "Chaque salarié a un parcours de progression, des compétences de transition (écoconception, sobriété numérique...) sont développées et l'effet des formations est évalué.",
      },
    ],
    summary: [
      'Former coûte moins cher que recruter et fidélise les équipes.',
      "L'entretien professionnel, tous les deux ans, alimente le plan de l'année.",
    ],
    iso26000: '6.4',
    esrs: ['S1'],
    vsme: ['B10'],
  },
  {
    id: 12,
    axis: 'social',
    order: 4,
    kind: 'rated',
    heading: 'Égalité femmes-hommes',
    question:
      "Votre entreprise mesure-t-elle les écarts entre les femmes et les hommes (salaires, promotions, postes de direction) et agit-elle pour les réduire, par exemple en suivant l'[[index de l'égalité professionnelle]] et l'[[écart de rémunération]] ?",
    enjeu: {
      title: "Pourquoi l'égalité femmes-hommes ?",
      paragraphs: [
        "À poste comparable, des écarts de salaire ou de promotion subsistent dans la plupart des entreprises, souvent sans que personne ne l'ait voulu. Les mesurer est la seule façon de les voir, puis de les corriger.",
        "Dès 50 salariés, l'index de l'égalité professionnelle est obligatoire et publié ; la directive européenne sur la transparence des rémunérations, dont la transposition était due en juin 2026, renforce ces exigences, et la VSME demande l'écart de rémunération entre femmes et hommes.",
      ],
    },
    definitions: [
      {
        term: "index de l'égalité professionnelle",
        title: "Index de l'égalité professionnelle",
        content:
          "Note sur 100, obligatoire et publiée chaque 1er mars dans les entreprises d'au moins 50 salariés. Elle combine l'écart de rémunération, les augmentations, les promotions, le retour de congé maternité et la part de femmes parmi les dix plus hautes rémunérations.",
        secondContent: 'En dessous de 75 points, des mesures de correction sont obligatoires.',
      },
      {
        term: 'écart de rémunération',
        title: 'Écart de rémunération femmes-hommes',
        content:
          'Différence entre la rémunération moyenne des hommes et celle des femmes, exprimée en pourcentage de celle des hommes.',
      },
    ],
    levels: [
      { level: 1, text: 'Les écarts entre femmes et hommes ne sont pas mesurés.' },
      {
        level: 2,
        text: "Les écarts sont mesurés (ou l'index est calculé) parce que c'est obligatoire, sans plan d'action.",
      },
      {
        level: 3,
        text: 'Les écarts de salaire et de promotion sont analysés chaque année, un plan de correction est suivi et les recrutements visent la mixité des équipes.',
      },
      {
        level: 4,
        text: "Les écarts injustifiés sont corrigés, la mixité progresse dans l'encadrement et la direction, et les résultats sont publiés au-delà des obligations.",
      },
    ],
    summary: [
      'Mesurer les écarts est le préalable à toute correction.',
      "L'index est obligatoire dès 50 salariés ; la transparence salariale s'étend en 2026.",
    ],
    iso26000: '6.3',
    esrs: ['S1'],
    vsme: ['B10', 'C9'],
  },
  {
    id: 13,
    axis: 'social',
    order: 5,
    kind: 'rated',
    heading: 'Diversité, équité et inclusion',
    question:
      "Votre entreprise prévient-elle les [[discriminations]] dans le recrutement et la carrière, et favorise-t-elle l'inclusion, notamment des personnes en situation de handicap ?",
    enjeu: {
      title: "Pourquoi la diversité et l'inclusion ?",
      paragraphs: [
        "Des équipes variées par leurs parcours, leurs âges et leurs origines comprennent mieux leurs clients et se privent moins de talents. À l'inverse, une discrimination, même involontaire, expose à un contentieux et abîme la réputation employeur.",
        "Dès 20 salariés, l'obligation d'emploi des travailleurs handicapés est de 6 % de l'effectif, faute de quoi l'entreprise verse une contribution annuelle. Agir plutôt que payer ouvre des recrutements et des achats auprès des entreprises adaptées et des ESAT, qui réduisent aussi cette contribution.",
      ],
    },
    definitions: [
      {
        term: 'discriminations',
        title: 'Discrimination',
        content:
          "Traitement défavorable d'une personne fondé sur l'un des plus de vingt critères interdits par la loi (article L1132-1 du Code du travail).",
        list: [
          'Origine',
          'Sexe',
          'Âge',
          'Handicap',
          'État de santé',
          'Situation de famille',
          'Lieu de résidence',
          'Activités syndicales',
        ],
      },
    ],
    levels: [
      {
        level: 1,
        text: "Le sujet n'est pas abordé ; aucune règle n'encadre le recrutement ou l'évolution de carrière.",
      },
      {
        level: 2,
        text: "Des principes de non-discrimination sont affichés, sans formation des recruteurs ni suivi d'indicateurs.",
      },
      {
        level: 3,
        text: "Les recruteurs et managers sont formés, les critères de recrutement sont écrits, un référent handicap est nommé et le taux d'emploi de travailleurs handicapés est suivi.",
      },
      {
        level: 4,
        text: "Une politique d'inclusion est pilotée avec des objectifs (handicap, âges, parcours), l'obligation d'emploi est dépassée et des partenariats font entrer des publics éloignés de l'emploi.",
      },
    ],
    summary: [
      'Prévenir les discriminations commence par des critères de recrutement écrits et des recruteurs formés.',
      "L'obligation d'emploi de travailleurs handicapés est de 6 % dès 20 salariés.",
    ],
    iso26000: '6.3',
    esrs: ['S1'],
    vsme: ['C5', 'C6'],
  },
  {
    id: 14,
    axis: 'social',
    order: 6,
    kind: 'free-text',
    heading: 'Vos pratiques sociales',
    question:
      'Quelles pratiques sociales de votre entreprise souhaitez-vous mettre en avant, ou quelles difficultés rencontrez-vous avec vos équipes ? (facultatif)',
    placeholder:
      'Ex. : accord de télétravail signé en 2024, mutuelle prise en charge à 80 %, difficulté à recruter des techniciens, taux de rotation de 15 %...',
    enjeu: {
      title: 'Pourquoi décrire vos pratiques sociales ?',
      paragraphs: [
        'Les questions précédentes ne couvrent pas tout : avantages, dialogue social, difficultés de recrutement ou de fidélisation comptent aussi.',
        "Votre réponse aide votre copilote à préparer un plan d'action adapté à votre situation.",
      ],
    },
    summary: [
      "Citez ce qui existe vraiment, avec un chiffre quand vous l'avez.",
      'Les difficultés sont aussi utiles que les réussites.',
    ],
    iso26000: '6.4',
    esrs: ['S1'],
    vsme: ['B8', 'C5'],
  },
];
