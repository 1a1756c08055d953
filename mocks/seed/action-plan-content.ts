import type { ActionTemplate } from './content';

/**
 * The lever catalogue beyond the seeded actions (ACTION_TEMPLATES): with them, every rated question has at least two
 * levers, one to get started and one to go further. Written the way a consultant would brief an SME.
 */
export const EXTRA_LEVERS: readonly ActionTemplate[] = [
  {
    content: "Traduire la raison d'être en engagements mesurables",
    group: 'Gouvernance',
    questionTitle: "Raison d'être",
    level: 'Niveau 3',
    why: "Une raison d'être qui ne se décline pas en engagements reste un slogan ; chiffrée, elle oriente les arbitrages.",
    steps: [
      "Décliner la raison d'être en trois à cinq engagements",
      'Associer un indicateur à chaque engagement',
      'Faire le point une fois par an en comité de direction',
    ],
  },
  {
    content: 'Réaliser une analyse de double matérialité',
    group: 'Gouvernance',
    questionTitle: 'Stratégie',
    level: 'Niveau 2',
    why: "Croiser les impacts de l'entreprise et les risques qu'elle subit fait émerger les enjeux sur lesquels bâtir la stratégie RSE, comme l'attend la CSRD.",
    steps: [
      "Lister une vingtaine d'enjeux pertinents pour le secteur",
      'Les coter avec la direction et quelques parties prenantes',
      'Retenir les enjeux matériels et les partager',
    ],
  },
  {
    content: 'Intégrer les risques ESG dans la revue annuelle des risques',
    group: 'Gouvernance',
    questionTitle: 'Maîtrise des risques et des impacts',
    level: 'Niveau 3',
    why: 'Traités à part, les risques ESG sont oubliés ; revus avec les autres risques, ils reçoivent un plan et un budget.',
    steps: [
      'Ajouter une colonne ESG à la cartographie des risques',
      'Définir un plan de maîtrise pour les risques majeurs',
      'Présenter la revue au conseil ou aux associés',
    ],
  },
  {
    content: "Évaluer la dépendance du modèle d'affaires aux ressources fossiles",
    group: 'Gouvernance',
    questionTitle: "Modèle d'affaires",
    level: 'Niveau 2',
    why: "Savoir quelle part du chiffre d'affaires dépend d'énergies ou de matières fossiles éclaire les choix d'investissement.",
    steps: [
      'Repérer les offres et achats liés aux énergies fossiles',
      "Estimer leur poids dans le chiffre d'affaires et les coûts",
      'Imaginer deux scénarios de transition',
    ],
  },
  {
    content: 'Désigner un référent RSE avec une lettre de mission',
    group: 'Gouvernance',
    questionTitle: 'Gouvernance et partage de la décision',
    level: 'Niveau 1',
    why: 'Une personne identifiée, avec du temps dédié et un mandat clair, fait avancer la démarche entre deux comités.',
    steps: [
      'Choisir le référent et lui réserver du temps',
      'Écrire sa lettre de mission avec la direction',
      "L'annoncer à toute l'équipe",
    ],
  },
  {
    content: 'Cartographier les parties prenantes et leurs attentes',
    group: 'Gouvernance',
    questionTitle: 'Dialogue avec les parties prenantes',
    level: 'Niveau 1',
    why: "Avant de dialoguer, il faut savoir avec qui : la cartographie évite d'oublier ceux qui subissent l'activité sans y participer.",
    steps: [
      'Lister clients, salariés, fournisseurs, riverains, financeurs',
      'Noter leurs attentes connues et leur influence',
      "Choisir un mode d'échange pour chacun",
    ],
  },
  {
    content: 'Publier un rapport de durabilité selon le standard volontaire VSME',
    group: 'Gouvernance',
    questionTitle: 'Transparence',
    level: 'Niveau 3',
    why: 'Le standard VSME donne aux PME un format reconnu pour répondre aux questionnaires des clients et des banques.',
    steps: [
      'Rassembler les données du module de base',
      'Rédiger le rapport avec le copilote',
      'Le diffuser aux clients et financeurs',
    ],
  },
  {
    content: 'Mesurer la qualité de vie au travail par une enquête annuelle',
    group: 'Social',
    questionTitle: 'Conditions de travail',
    level: 'Niveau 2',
    why: 'Une enquête anonyme régulière montre ce qui pèse sur les équipes avant que cela ne se traduise en départs ou en arrêts.',
    steps: [
      "Choisir une quinzaine de questions stables d'une année sur l'autre",
      "Garantir l'anonymat des réponses",
      'Restituer les résultats et trois actions retenues',
    ],
  },
  {
    content: 'Mettre en place un entretien de carrière pour chaque salarié',
    group: 'Social',
    questionTitle: 'Développement des compétences',
    level: 'Niveau 1',
    why: "Au-delà de l'obligation légale, l'entretien professionnel est le moment où se décident les formations et les évolutions.",
    steps: [
      "Former les managers à conduire l'entretien",
      "Planifier les entretiens de l'année",
      'Suivre les souhaits de formation exprimés',
    ],
  },
  {
    content: 'Adopter une politique handicap avec un référent',
    group: 'Social',
    questionTitle: 'Diversité, équité et inclusion',
    level: 'Niveau 3',
    why: "Un référent handicap et des aménagements connus de tous facilitent le recrutement et le maintien dans l'emploi.",
    steps: [
      'Nommer et former un référent handicap',
      'Recenser les aménagements possibles',
      'Nouer un partenariat avec une entreprise adaptée',
    ],
  },
  {
    content: 'Élaborer un plan de continuité face aux événements climatiques extrêmes',
    group: 'Environnement',
    questionTitle: 'Adaptation au changement climatique',
    level: 'Niveau 3',
    why: "Canicules, inondations ou ruptures d'approvisionnement : un plan préparé à froid limite l'arrêt de l'activité.",
    steps: [
      'Retenir les trois aléas les plus probables',
      "Prévoir l'organisation du travail pour chacun",
      'Tester le plan une fois par an',
    ],
  },
  {
    content: "Supprimer les produits d'entretien et consommables les plus polluants",
    group: 'Environnement',
    questionTitle: "Pollution de l'eau, de l'air et des sols",
    level: 'Niveau 2',
    why: "Produits écolabellisés et encres sans solvants réduisent les rejets dans l'eau et améliorent l'air intérieur.",
    steps: [
      'Inventorier les produits utilisés',
      'Remplacer ceux qui portent des pictogrammes de danger',
      "Inscrire l'exigence dans le contrat de nettoyage",
    ],
  },
  {
    content: 'Signer une convention avec une association naturaliste locale',
    group: 'Environnement',
    questionTitle: 'Biodiversité et écosystèmes',
    level: 'Niveau 2',
    why: 'Un diagnostic écologique par des naturalistes évite les fausses bonnes idées et donne un plan de gestion adapté au site.',
    steps: [
      'Contacter la ligue de protection des oiseaux ou le conservatoire local',
      'Faire réaliser un inventaire du site',
      'Appliquer le plan de gestion proposé',
    ],
  },
  {
    content: "Former toute l'équipe aux règles anticorruption et aux cadeaux",
    group: 'Business',
    questionTitle: 'Éthique des affaires et prévention de la corruption',
    level: 'Niveau 2',
    why: 'Une charte ne protège que si chacun sait reconnaître une situation à risque et à qui en parler.',
    steps: [
      "Organiser un module d'une heure avec des cas concrets",
      'Fixer un seuil pour les cadeaux et invitations',
      'Ouvrir un canal de signalement confidentiel',
    ],
  },
  {
    content: 'Traiter chaque réclamation client sous cinq jours ouvrés',
    group: 'Business',
    questionTitle: 'Relations clients et qualité de service',
    level: 'Niveau 2',
    why: 'Un engagement de délai tenu fait de la réclamation une occasion de fidéliser plutôt que de perdre un client.',
    steps: [
      'Centraliser les réclamations dans un seul outil',
      'Nommer un responsable du suivi',
      'Publier le délai moyen de réponse chaque trimestre',
    ],
  },
  {
    content: "Réaliser l'analyse du cycle de vie d'un produit ou service clé",
    group: 'Business',
    questionTitle: 'Offre de produits et services durables',
    level: 'Niveau 2',
    why: "L'analyse du cycle de vie montre à quelle étape se concentrent les impacts, et donc où l'écoconception paiera.",
    steps: [
      "Choisir l'offre la plus vendue",
      "Collecter les données de fabrication, d'usage et de fin de vie",
      'Identifier les deux étapes les plus impactantes',
    ],
  },
  {
    content: 'Augmenter la part des achats auprès de fournisseurs locaux',
    group: 'Business',
    questionTitle: 'Ancrage territorial et partenariats',
    level: 'Niveau 1',
    why: "Acheter près de chez soi soutient l'emploi du territoire et réduit le transport des marchandises.",
    steps: [
      'Mesurer la part actuelle des achats locaux',
      'Identifier trois catégories où une offre locale existe',
      'Consulter des fournisseurs du département',
    ],
  },
  {
    content: 'Sensibiliser les équipes au hameçonnage et aux mots de passe',
    group: 'Business',
    questionTitle: 'Protection des données et cybersécurité',
    level: 'Niveau 1',
    why: 'La plupart des incidents commencent par un courriel piégé : des équipes entraînées sont la première protection.',
    steps: [
      'Déployer un gestionnaire de mots de passe',
      'Activer la double authentification partout',
      'Organiser un exercice de faux hameçonnage',
    ],
  },
];

/** KPI options offered for the levers of each question (by question theme); '+ Ajouter mon KPI' adds more. */
export const KPIS_BY_QUESTION: Readonly<Record<string, readonly string[]>> = {
  "Raison d'être": [
    "Part des collaborateurs qui savent formuler la raison d'être (%)",
    "Nombre de décisions stratégiques instruites au regard de la raison d'être",
    "Engagements de la raison d'être tenus sur l'année (%)",
  ],
  Stratégie: [
    "Nombre d'objectifs RSE chiffrés dans la feuille de route",
    "Objectifs RSE atteints sur l'année (%)",
    'Budget consacré à la démarche RSE (€)',
  ],
  'Maîtrise des risques et des impacts': [
    'Nombre de risques ESG cartographiés',
    "Risques majeurs dotés d'un plan de maîtrise (%)",
    "Nombre d'incidents ESG survenus dans l'année",
  ],
  "Modèle d'affaires": [
    "Part du chiffre d'affaires issue d'offres à impact (%)",
    "Part du chiffre d'affaires dépendant des énergies fossiles (%)",
    'Investissements consacrés à la transition (€)',
  ],
  'Gouvernance et partage de la décision': [
    "Nombre de comités RSE tenus dans l'année",
    'Part de collaborateurs ayant participé à une instance RSE (%)',
    'Temps dédié par le référent RSE (jours par mois)',
  ],
  'Dialogue avec les parties prenantes': [
    'Nombre de parties prenantes consultées',
    'Taux de réponse à la consultation (%)',
    'Attentes des parties prenantes intégrées au plan (nombre)',
  ],
  Transparence: [
    'Publication annuelle du rapport RSE (oui / non)',
    "Nombre d'indicateurs publiés",
    'Questionnaires RSE clients complétés dans les délais (%)',
  ],
  'Conditions de travail': [
    "Taux de satisfaction à l'enquête qualité de vie au travail (%)",
    'Taux de rotation du personnel (%)',
    'Part des salariés éligibles au télétravail qui en bénéficient (%)',
  ],
  'Santé et sécurité': [
    'Taux de fréquence des accidents du travail',
    "Taux d'absentéisme (%)",
    'Managers formés aux risques psychosociaux (%)',
  ],
  'Développement des compétences': [
    'Heures de formation par salarié et par an',
    "Entretiens professionnels réalisés dans l'année (%)",
    'Part de la masse salariale consacrée à la formation (%)',
  ],
  'Égalité femmes-hommes': [
    "Note à l'index de l'égalité professionnelle (sur 100)",
    'Écart de rémunération femmes-hommes à poste égal (%)',
    "Part de femmes dans l'encadrement (%)",
  ],
  'Diversité, équité et inclusion': [
    "Taux d'emploi de travailleurs en situation de handicap (%)",
    'Recruteurs formés aux biais (%)',
    "Nombre d'alternants et de stagiaires accueillis",
  ],
  'Atténuation du changement climatique': [
    'Émissions de gaz à effet de serre (tCO2e par an)',
    'Émissions par salarié (tCO2e)',
    "Part d'électricité d'origine renouvelable (%)",
  ],
  'Adaptation au changement climatique': [
    'Sites évalués face aux risques climatiques (%)',
    "Jours d'activité perdus à cause d'aléas climatiques",
    'Exercices du plan de continuité réalisés',
  ],
  "Pollution de l'eau, de l'air et des sols": [
    'Biodéchets triés à la source (kg par an)',
    'Produits dangereux encore utilisés (nombre)',
    'Déchets dangereux collectés par une filière agréée (%)',
  ],
  'Utilisation durable des ressources et économie circulaire': [
    'Durée de vie moyenne des ordinateurs (années)',
    'Part du matériel acheté reconditionné (%)',
    'Déchets valorisés ou recyclés (%)',
  ],
  'Biodiversité et écosystèmes': [
    'Surface du site gérée en faveur de la biodiversité (m²)',
    "Espèces recensées lors de l'inventaire",
    'Surfaces désimperméabilisées (m²)',
  ],
  'Éthique des affaires et prévention de la corruption': [
    "Collaborateurs formés à l'éthique des affaires (%)",
    'Signalements reçus et traités',
    'Fournisseurs signataires de la charte éthique (%)',
  ],
  'Achats responsables': [
    'Fournisseurs évalués sur leurs pratiques RSE (%)',
    'Part des achats intégrant un critère RSE (%)',
    'Délai moyen de paiement des fournisseurs (jours)',
  ],
  'Relations clients et qualité de service': [
    'Taux de satisfaction client (%)',
    'Délai moyen de traitement des réclamations (jours)',
    'Net Promoter Score',
  ],
  'Offre de produits et services durables': [
    'Offres écoconçues au catalogue (nombre)',
    "Part du chiffre d'affaires des offres écoconçues (%)",
    "Réduction d'impact de l'offre phare (%)",
  ],
  'Ancrage territorial et partenariats': [
    'Part des achats réalisés auprès de fournisseurs locaux (%)',
    "Partenariats avec des structures de l'ESS (nombre)",
    'Heures de mécénat de compétences',
  ],
  'Protection des données et cybersécurité': [
    'Collaborateurs sensibilisés à la cybersécurité (%)',
    'Comptes protégés par double authentification (%)',
    'Incidents de sécurité déclarés',
  ],
};
