import type { DiagnosisQuestion } from './types';

/** Axis 4, Environnement: five rated questions and a free-text prompt on environmental practices. */
export const ENVIRONNEMENT_QUESTIONS: readonly DiagnosisQuestion[] = [
  {
    id: 15,
    axis: 'environnement',
    order: 1,
    kind: 'rated',
    heading: 'Atténuation du changement climatique',
    question:
      'Votre entreprise mesure-t-elle ses émissions de gaz à effet de serre, au moins sur les [[scopes 1 et 2]] et les postes principaux du [[scope 3]], et suit-elle un plan pour les réduire ?',
    enjeu: {
      title: 'Pourquoi réduire ses émissions ?',
      paragraphs: [
        "Vos clients doivent réduire les émissions de leur chaîne de valeur, dont les vôtres font partie : beaucoup exigent déjà un bilan carbone et une trajectoire de réduction de leurs fournisseurs. Sans ces données, une PME risque d'être écartée des appels d'offres.",
        "Réduire ses émissions, c'est aussi réduire sa facture d'énergie et sa dépendance aux énergies fossiles, dont le prix est appelé à monter.",
      ],
    },
    definitions: [
      {
        term: 'scopes 1 et 2',
        title: 'Scopes 1 et 2',
        content:
          "Scope 1 : émissions directes de l'entreprise (chaudière au gaz, véhicules de la société, fuites de fluides frigorigènes). Scope 2 : émissions liées à l'électricité, à la chaleur ou au froid achetés.",
      },
      {
        term: 'scope 3',
        title: 'Scope 3',
        content:
          'Toutes les autres émissions de la chaîne de valeur : achats de biens et services, déplacements professionnels et domicile-travail, transport des marchandises, utilisation et fin de vie des produits vendus.',
        secondContent: 'Pour la plupart des PME de services, il représente plus de 80 % du total.',
      },
    ],
    levels: [
      { level: 1, text: 'Les émissions de gaz à effet de serre ne sont pas mesurées.' },
      {
        level: 2,
        text: "Les consommations d'énergie sont suivies ou un premier bilan a été fait une fois, sans plan de réduction.",
      },
      {
        level: 3,
        text: 'Un bilan des scopes 1, 2 et des principaux postes du scope 3 est mis à jour régulièrement et un plan de réduction chiffré est suivi.',
      },
      {
        level: 4,
        text: "Une trajectoire de réduction alignée sur l'accord de Paris (par exemple validée par SBTi) est suivie, les émissions baissent d'une année sur l'autre et les résultats sont publiés.",
      },
    ],
    summary: [
      "On ne réduit que ce que l'on mesure : le bilan carbone est le point de départ.",
      'Le scope 3 pèse le plus lourd ; commencez par ses deux ou trois postes principaux.',
    ],
    iso26000: '6.5',
    esrs: ['E1'],
    vsme: ['B3', 'C3'],
  },
  {
    id: 16,
    axis: 'environnement',
    order: 2,
    kind: 'rated',
    heading: 'Adaptation au changement climatique',
    question:
      "Votre entreprise a-t-elle évalué sa [[vulnérabilité]] aux effets du changement climatique (canicules, inondations, sécheresses, ruptures d'approvisionnement) et prévu des mesures d'[[adaptation]] ?",
    enjeu: {
      title: "Pourquoi s'adapter dès maintenant ?",
      paragraphs: [
        "La France se prépare à un réchauffement de 4 °C d'ici 2100 (trajectoire de référence du plan national d'adaptation). Vagues de chaleur dans des locaux mal isolés, sites inondables, fournisseurs situés dans des zones exposées : ces risques touchent déjà les PME, qui ont rarement les réserves pour les absorber.",
        'Les assureurs et les banques commencent à en tenir compte dans leurs conditions ; la VSME demande de décrire ses risques climatiques.',
      ],
    },
    definitions: [
      {
        term: 'vulnérabilité',
        title: 'Vulnérabilité climatique',
        content:
          "Degré auquel l'activité peut être perturbée par un aléa climatique : elle dépend de l'exposition (où sont les sites, les fournisseurs, les clients) et de la sensibilité (ce qui s'arrête quand il fait 40 °C ou que l'eau manque).",
      },
      {
        term: 'adaptation',
        title: 'Adaptation',
        content:
          "Mesures qui réduisent les dommages causés par les effets du climat, présents et futurs : isoler et protéger du soleil les bâtiments, diversifier les fournisseurs, adapter les horaires en cas de canicule, s'assurer.",
        secondContent:
          "L'atténuation réduit les causes du changement climatique ; l'adaptation en réduit les conséquences.",
      },
    ],
    levels: [
      { level: 1, text: "Les effets du changement climatique sur l'activité n'ont jamais été envisagés." },
      {
        level: 2,
        text: 'Quelques risques sont connus (un site chaud en été, un fournisseur exposé), sans évaluation ni plan.',
      },
      {
        level: 3,
        text: "Les aléas climatiques qui menacent les sites, les salariés et les fournisseurs clés sont évalués et des mesures d'adaptation sont engagées.",
      },
      {
        level: 4,
        text: "Un plan d'adaptation à +4 °C couvre sites, chaîne d'approvisionnement et conditions de travail ; il est intégré aux investissements et aux contrats.",
      },
    ],
    summary: [
      "L'adaptation réduit les conséquences du réchauffement sur l'activité ; elle complète la réduction des émissions.",
      'Commencez par vos sites, vos salariés et vos deux ou trois fournisseurs critiques.',
    ],
    iso26000: '6.5',
    esrs: ['E1'],
    vsme: ['C4'],
  },
  {
    id: 17,
    axis: 'environnement',
    order: 3,
    kind: 'rated',
    heading: "Pollution de l'eau, de l'air et des sols",
    question:
      "Votre entreprise connaît-elle les [[rejets polluants]] de son activité dans l'eau, l'air et les sols, ainsi que les [[substances préoccupantes]] qu'elle utilise, et agit-elle pour les réduire ?",
    enjeu: {
      title: 'Pourquoi maîtriser ses pollutions ?',
      paragraphs: [
        "Solvants, produits d'entretien, encres, carburants, eaux de lavage : même une activité de services ou un petit atelier génère des rejets. Ils exposent la santé des salariés et des riverains, et engagent la responsabilité de l'entreprise en cas de pollution.",
        'Substituer un produit dangereux par une alternative moins nocive est souvent simple et améliore aussi les conditions de travail.',
      ],
    },
    definitions: [
      {
        term: 'rejets polluants',
        title: 'Rejets polluants',
        content:
          "Substances émises dans l'air (fumées, composés organiques volatils, particules), dans l'eau (eaux usées, produits chimiques) ou dans les sols (fuites, déchets enfouis) par l'activité de l'entreprise.",
      },
      {
        term: 'substances préoccupantes',
        title: 'Substances préoccupantes',
        content:
          "Substances classées dangereuses pour la santé ou l'environnement par le règlement européen REACH ou CLP : leur fiche de données de sécurité le signale par des pictogrammes et des mentions de danger.",
      },
    ],
    levels: [
      { level: 1, text: 'Les rejets et les produits dangereux utilisés ne sont pas connus.' },
      {
        level: 2,
        text: 'Les produits dangereux sont inventoriés et stockés correctement, sans objectif de réduction.',
      },
      {
        level: 3,
        text: 'Les rejets sont mesurés ou estimés, les fiches de sécurité sont à jour et des produits dangereux ont été remplacés par des alternatives moins nocives.',
      },
      {
        level: 4,
        text: "Les pollutions sont suivies par des indicateurs, réduites d'année en année, et l'entreprise exige la même démarche de ses fournisseurs.",
      },
    ],
    summary: [
      'Toute activité génère des rejets : les connaître est le premier pas.',
      "Remplacer un produit dangereux protège à la fois les salariés et l'environnement.",
    ],
    iso26000: '6.5',
    esrs: ['E2', 'E3'],
    vsme: ['B4', 'B6'],
  },
  {
    id: 18,
    axis: 'environnement',
    order: 4,
    kind: 'rated',
    heading: 'Utilisation durable des ressources et économie circulaire',
    question:
      "Votre entreprise réduit-elle sa consommation de matières, d'eau et d'équipements, et ses déchets, en appliquant les principes de l'[[économie circulaire]] et de l'[[écoconception]] ?",
    enjeu: {
      title: "Pourquoi l'économie circulaire ?",
      paragraphs: [
        'Matières premières, composants électroniques, emballages : leur prix et leur disponibilité sont de plus en plus incertains. Consommer moins, réemployer et réparer réduit les coûts et la dépendance aux fournisseurs.',
        'La loi AGEC impose le tri à la source de plusieurs flux de déchets (papier, plastique, métal, verre, bois, et les biodéchets depuis 2024) et fixe des objectifs de réemploi ; le numérique, lui, pèse surtout par la fabrication des équipements.',
      ],
    },
    definitions: [
      {
        term: 'économie circulaire',
        title: 'Économie circulaire',
        content:
          'Modèle qui cherche à garder les produits et les matières en usage le plus longtemps possible, plutôt que de produire, consommer puis jeter.',
        list: ['Réduire', 'Réemployer', 'Réparer', 'Reconditionner', 'Recycler en dernier recours'],
      },
      {
        term: 'écoconception',
        title: 'Écoconception',
        content:
          "Prise en compte de l'environnement dès la conception d'un produit ou d'un service, sur tout son cycle de vie : matières, fabrication, transport, usage, fin de vie.",
      },
    ],
    levels: [
      { level: 1, text: 'Les consommations et les déchets ne sont pas suivis ; le tri est absent ou incomplet.' },
      {
        level: 2,
        text: 'Le tri réglementaire est en place et quelques gestes de réduction existent (impressions, vaisselle), sans suivi chiffré.',
      },
      {
        level: 3,
        text: 'Les volumes de déchets et les consommations principales sont suivis, le matériel est réparé ou reconditionné et des objectifs de réduction sont fixés.',
      },
      {
        level: 4,
        text: 'Les produits ou services sont écoconçus, les achats privilégient le réemploi et la durabilité, et la quantité de déchets par salarié ou par unité produite baisse chaque année.',
      },
    ],
    summary: [
      "La ressource la moins chère est celle que l'on ne consomme pas.",
      'Réemployer et réparer passe avant recycler.',
    ],
    iso26000: '6.5',
    esrs: ['E5'],
    vsme: ['B7'],
  },
  {
    id: 19,
    axis: 'environnement',
    order: 5,
    kind: 'rated',
    heading: 'Biodiversité et écosystèmes',
    question:
      "Votre entreprise a-t-elle identifié ses [[pressions sur la biodiversité]], sur ses sites comme dans sa chaîne d'approvisionnement, et agit-elle pour les réduire ?",
    enjeu: {
      title: 'Pourquoi protéger la biodiversité ?',
      paragraphs: [
        "Toute activité dépend d'écosystèmes en bon état (eau, sols, pollinisation, matières premières) et exerce des pressions sur eux : artificialisation des sols, pollutions, matières issues de la déforestation. La biodiversité décline plus vite que le climat ne se dérègle.",
        'Les PME ont des leviers concrets : gestion écologique des espaces verts, sols non imperméabilisés, achats de bois, papier ou denrées certifiés.',
      ],
    },
    definitions: [
      {
        term: 'pressions sur la biodiversité',
        title: 'Pressions sur la biodiversité',
        content:
          "Les cinq causes principales du déclin du vivant identifiées par l'IPBES, auxquelles une entreprise contribue directement ou par ses achats.",
        list: [
          "Changement d'usage des terres et des mers (artificialisation, déforestation)",
          'Surexploitation des ressources',
          'Changement climatique',
          'Pollutions',
          'Espèces exotiques envahissantes',
        ],
      },
    ],
    levels: [
      { level: 1, text: "Le lien entre l'activité et la biodiversité n'a jamais été étudié." },
      {
        level: 2,
        text: 'Quelques actions locales existent (nichoirs, fauche tardive) sans analyse des pressions principales.',
      },
      {
        level: 3,
        text: "Les principales pressions et dépendances sont identifiées, y compris dans les achats, et un plan d'action est suivi (matières certifiées, gestion écologique des sites).",
      },
      {
        level: 4,
        text: "Des objectifs mesurables de réduction des pressions sont fixés, la chaîne d'approvisionnement est tracée et l'entreprise contribue à restaurer des milieux naturels.",
      },
    ],
    summary: [
      "La biodiversité se joue surtout dans les achats et l'usage des sols.",
      "Identifiez d'abord vos matières et sites les plus sensibles.",
    ],
    iso26000: '6.5',
    esrs: ['E4'],
    vsme: ['B5'],
  },
  {
    id: 20,
    axis: 'environnement',
    order: 6,
    kind: 'free-text',
    heading: 'Vos pratiques environnementales',
    question:
      'Quelles actions environnementales votre entreprise a-t-elle déjà engagées, et lesquelles envisagez-vous ? (facultatif)',
    placeholder:
      "Ex. : bilan carbone réalisé en 2024 (380 t CO2e), passage à un fournisseur d'électricité renouvelable, forfait mobilités durables, parc informatique reconditionné...",
    enjeu: {
      title: 'Pourquoi décrire vos pratiques environnementales ?',
      paragraphs: [
        "Vos actions passées et vos projets montrent d'où part l'entreprise et ce qui est déjà acquis.",
        "Votre copilote s'en sert pour proposer des actions qui prolongent ce qui existe plutôt que de repartir de zéro.",
      ],
    },
    summary: [
      'Donnez des chiffres quand vous en avez : tonnes, kWh, pourcentages, dates.',
      'Mentionnez aussi les projets envisagés.',
    ],
    iso26000: '6.5',
    esrs: ['E1', 'E5'],
    vsme: ['B2', 'B3'],
  },
];
