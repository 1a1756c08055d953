/**
 * 'Ressources Steer': the guide library. Static content written for SME managers; every guide follows the same
 * outline (what it is, why it matters for an SME, first steps, regulatory context) so readers find their way.
 */

import { foldForSearch } from '@/lib/search-text';

export type GuideAxis = 'gouvernance' | 'social' | 'environnement' | 'business';

export const GUIDE_AXES: readonly { id: GuideAxis; label: string }[] = [
  { id: 'gouvernance', label: 'Gouvernance & Stratégie' },
  { id: 'social', label: 'Social et droits des collaborateurs' },
  { id: 'environnement', label: 'Environnement' },
  { id: 'business', label: 'Business durable' },
];

export interface GuideSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface Guide {
  /** Segment of /articles-blog/{slug}. */
  slug: string;
  title: string;
  axis: GuideAxis;
  /** One or two sentences shown on the library card. */
  summary: string;
  readingMinutes: number;
  /** Words that also match a search (acronyms, laws). */
  keywords: readonly string[];
  sections: readonly GuideSection[];
}

export const GUIDES: readonly Guide[] = [
  {
    slug: 'csrd-vsme-pme',
    title: 'CSRD et VSME : ce que le reporting de durabilité change pour une PME',
    axis: 'gouvernance',
    summary:
      "Même hors du champ de la CSRD, une PME reçoit les questionnaires de ses clients et de sa banque. Le standard volontaire VSME permet d'y répondre une fois pour toutes.",
    readingMinutes: 7,
    keywords: ['CSRD', 'VSME', 'ESRS', 'reporting', 'Omnibus', 'EFRAG', 'double matérialité'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "La CSRD (directive européenne 2022/2464) oblige les grandes entreprises à publier un rapport de durabilité selon des normes communes, les ESRS, vérifié par un tiers. Elle repose sur la double matérialité : l'impact de l'entreprise sur la société et l'environnement, et l'impact des enjeux de durabilité sur sa performance financière.",
          "Le VSME (Voluntary Sustainability Reporting Standard for SMEs) est la norme simplifiée publiée par l'EFRAG pour les PME non cotées. Elle comprend un module de base (une quarantaine de points de données : énergie, émissions de gaz à effet de serre, effectifs, santé-sécurité, rémunération, lutte contre la corruption) et un module complet pour aller plus loin.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          'Les grandes entreprises doivent rendre compte de leur chaîne de valeur : elles interrogent donc leurs fournisseurs et sous-traitants. Les banques et les investisseurs font de même pour leur propre reporting. Sans base commune, une PME remplit des dizaines de questionnaires différents.',
          "Le paquet « Omnibus » de simplification prévoit que les demandes adressées aux petites entreprises de la chaîne de valeur se limitent au contenu du VSME. Disposer de son rapport VSME, c'est donc répondre à la plupart des sollicitations avec un seul document, et valoriser sa démarche auprès de ses clients.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [
          'Commencez petit, mais avec des données fiables : un premier rapport VSME de base se prépare en quelques semaines.',
        ],
        bullets: [
          "Listez les questionnaires RSE reçus l'an passé et repérez les données qui reviennent (consommation d'énergie, émissions, accidents du travail, écart de rémunération).",
          'Désignez un responsable par donnée (comptabilité, RH, services généraux) et une source unique (factures, DSN, registre des accidents).',
          "Calculez au moins vos émissions des scopes 1 et 2 à partir de vos factures d'énergie et de carburant.",
          'Rédigez le rapport avec le modèle VSME de base, faites-le relire par votre copilote, puis partagez-le à vos clients et à votre banque.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "La CSRD est transposée en droit français depuis l'ordonnance du 6 décembre 2023. Son calendrier d'application a été repoussé par la directive « stop-the-clock » d'avril 2025, et son champ recentré par le paquet Omnibus sur les très grandes entreprises. Les seuils évoluent encore : vérifiez ceux qui s'appliquent à vous avec votre expert-comptable.",
          "Le VSME est volontaire. La Commission européenne a recommandé son usage en juillet 2025 ; il sert de référence aux demandes d'information faites aux PME.",
        ],
      },
    ],
  },
  {
    slug: 'devoir-de-vigilance',
    title: 'Devoir de vigilance : pourquoi vos clients vous interrogent sur vos fournisseurs',
    axis: 'gouvernance',
    summary:
      "Les grands groupes doivent prévenir les atteintes aux droits humains et à l'environnement dans toute leur chaîne de sous-traitance. Leurs fournisseurs PME en ressentent directement les effets.",
    readingMinutes: 6,
    keywords: ['vigilance', 'CSDDD', 'droits humains', 'chaîne de valeur', 'cartographie des risques', 'loi 2017'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "La loi française du 27 mars 2017 relative au devoir de vigilance impose aux plus grandes entreprises d'établir, de publier et de mettre en œuvre un plan de vigilance. Ce plan identifie et prévient les risques d'atteintes graves aux droits humains, à la santé et à la sécurité des personnes et à l'environnement, chez elles, dans leurs filiales et chez leurs fournisseurs et sous-traitants.",
          "Au niveau européen, la directive CSDDD (2024/1760) généralise cette obligation aux grandes entreprises de l'Union, avec un calendrier progressif.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Vous n'êtes pas directement visé, mais vos donneurs d'ordre le sont : ils vous demandent des questionnaires, des audits, des clauses contractuelles et parfois un plan d'action. Une PME qui connaît ses propres fournisseurs et ses risques répond vite et rassure ; celle qui ne le fait pas peut perdre un référencement.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: ['La démarche reprend, à votre échelle, les cinq mesures du plan de vigilance.'],
        bullets: [
          'Cartographiez vos achats : fournisseurs, pays, volumes, et repérez ceux qui présentent des risques (travail dissimulé, produits chimiques, matières premières sensibles).',
          "Demandez à vos fournisseurs clés de signer une charte d'achats responsables (Steer en propose un modèle dans Mes documents).",
          "Prévoyez un canal d'alerte simple, accessible aux salariés et aux partenaires.",
          'Suivez chaque année quelques indicateurs : part des fournisseurs signataires, audits réalisés, alertes traitées.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "La loi de 2017 s'applique aux sociétés qui emploient au moins 5 000 salariés en France ou 10 000 dans le monde, filiales comprises. La CSDDD, dont le champ a été réduit par le paquet Omnibus, s'appliquera aux très grands groupes européens et étrangers actifs dans l'Union. Les PME sont concernées indirectement, par les exigences contractuelles de leurs clients.",
        ],
      },
    ],
  },
  {
    slug: 'raison-d-etre-societe-a-mission',
    title: "Raison d'être et société à mission : inscrire ses engagements dans ses statuts",
    axis: 'gouvernance',
    summary:
      "Depuis la loi PACTE, une entreprise peut formuler sa raison d'être et aller jusqu'à devenir société à mission. Ce que cela engage, et comment s'y prendre.",
    readingMinutes: 5,
    keywords: ['PACTE', "raison d'être", 'société à mission', 'statuts', 'comité de mission', 'OTI'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "La loi PACTE de 2019 a modifié le Code civil : toute société est gérée dans son intérêt social, en prenant en considération les enjeux sociaux et environnementaux de son activité (article 1833). Elle peut aussi préciser dans ses statuts une raison d'être (article 1835) : les principes et la contribution qu'elle souhaite apporter au-delà du profit.",
          "La société à mission va plus loin : ses statuts fixent des objectifs sociaux et environnementaux, un comité de mission en suit l'exécution, et un organisme tiers indépendant (OTI) vérifie régulièrement qu'ils sont tenus.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Formaliser sa raison d'être clarifie les arbitrages du quotidien, aide à recruter des profils qui partagent vos valeurs et donne de la cohérence à la démarche RSE. Pour les PME, c'est souvent l'étape qui fait passer la RSE d'un ensemble d'actions à une stratégie.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          "Réunissez dirigeants, salariés et quelques clients pour répondre à une question : que perdrait le monde si l'entreprise disparaissait ?",
          'Rédigez une phrase courte, concrète et vérifiable, puis confrontez-la à vos décisions des douze derniers mois.',
          "Commencez par l'utiliser dans votre communication et vos recrutements avant de la faire entrer dans les statuts.",
          'Si vous visez la société à mission, définissez deux à quatre objectifs mesurables et la composition du comité de mission.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "L'inscription d'une raison d'être dans les statuts relève d'une décision de l'assemblée générale extraordinaire. La qualité de société à mission se déclare au greffe ; pour les sociétés de moins de 50 salariés, un référent de mission peut remplacer le comité. La vérification par l'OTI a lieu au moins tous les deux ans (tous les trois ans pour les plus petites structures).",
        ],
      },
    ],
  },
  {
    slug: 'index-egalite-professionnelle',
    title: "Index de l'égalité professionnelle : calculer, publier, progresser",
    axis: 'social',
    summary:
      "Toute entreprise d'au moins 50 salariés calcule et publie chaque année son Index sur 100 points. Mode d'emploi et pistes pour améliorer sa note.",
    readingMinutes: 6,
    keywords: ['Index égalité', 'égalité femmes-hommes', 'rémunération', 'transparence salariale', 'Pénicaud'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "L'Index de l'égalité professionnelle entre les femmes et les hommes mesure, sur 100 points, les écarts de rémunération, d'augmentations individuelles, de promotions, le respect des augmentations au retour de congé maternité et la place des femmes parmi les dix plus hautes rémunérations. Les entreprises de 50 à 250 salariés calculent quatre indicateurs (augmentations et promotions sont fusionnées).",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Au-delà de l'obligation, l'Index est un outil de pilotage simple : il révèle des écarts souvent invisibles et pèse dans l'attractivité employeur. Les candidats le consultent, et les donneurs d'ordre le demandent de plus en plus dans leurs questionnaires RSE.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          "Extrayez de la paie les rémunérations annuelles par sexe, tranche d'âge et catégorie socioprofessionnelle.",
          "Calculez l'Index avec le simulateur officiel du ministère du Travail (Egapro) et déclarez-le au plus tard le 1er mars.",
          "Analysez l'indicateur le plus faible : c'est souvent le retour de congé maternité ou les dix plus hautes rémunérations.",
          'Fixez des objectifs de progression et présentez-les au CSE.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "Sous 75 points, l'entreprise doit prendre des mesures de correction ; si la note reste inférieure pendant trois ans, une pénalité jusqu'à 1 % de la masse salariale est possible. Sous 85 points, elle fixe et publie des objectifs de progression.",
          "La directive européenne 2023/970 sur la transparence des rémunérations, à transposer d'ici juin 2026, renforce ces obligations : information sur les salaires dès le recrutement, droit pour chaque salarié de connaître les niveaux de rémunération, et rapport sur l'écart de rémunération pour les entreprises de 100 salariés et plus.",
        ],
      },
    ],
  },
  {
    slug: 'sante-securite-qvct',
    title: 'Santé, sécurité et qualité de vie au travail : du document unique à la QVCT',
    axis: 'social',
    summary:
      "Le document unique d'évaluation des risques est obligatoire dès le premier salarié. Bien utilisé, il devient la base d'une vraie politique de qualité de vie et des conditions de travail.",
    readingMinutes: 6,
    keywords: ['DUERP', 'document unique', 'QVCT', 'risques psychosociaux', 'santé au travail', 'prévention'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "Le document unique d'évaluation des risques professionnels (DUERP) recense, unité de travail par unité de travail, les risques auxquels les salariés sont exposés et les mesures de prévention. La qualité de vie et des conditions de travail (QVCT) élargit la démarche : organisation du travail, charge, management, équilibre des temps, sens du travail.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Dans une petite structure, chaque absence désorganise l'équipe. Prévenir les troubles musculo-squelettiques, les accidents de trajet ou l'épuisement professionnel protège les personnes et la continuité de l'activité. C'est aussi l'un des premiers critères regardés par les candidats.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          'Mettez à jour le DUERP avec les salariés eux-mêmes : ce sont eux qui connaissent les risques réels de leur poste.',
          "N'oubliez pas les risques psychosociaux (surcharge, isolement en télétravail, tensions avec la clientèle).",
          'Tirez-en un programme annuel de prévention chiffré et daté.',
          "Mesurez le climat social avec l'enquête salariés de Steer et suivez son évolution d'une année sur l'autre.",
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "Le DUERP est obligatoire dès le premier salarié (article R. 4121-1 du Code du travail) et doit être mis à jour au moins une fois par an dans les entreprises de 11 salariés et plus. Depuis la loi du 2 août 2021, ses versions successives sont conservées 40 ans. Les entreprises de 50 salariés et plus négocient sur l'égalité professionnelle et la qualité de vie et des conditions de travail.",
        ],
      },
    ],
  },
  {
    slug: 'handicap-inclusion',
    title: "Emploi des personnes handicapées et inclusion : au-delà de l'obligation",
    axis: 'social',
    summary:
      "Dès 20 salariés, l'entreprise doit employer 6 % de travailleurs handicapés ou contribuer à l'Agefiph. Recrutement, maintien dans l'emploi, achats inclusifs : les leviers d'une PME.",
    readingMinutes: 5,
    keywords: ['OETH', 'handicap', 'Agefiph', 'RQTH', 'inclusion', 'diversité', 'ESAT'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "L'obligation d'emploi des travailleurs handicapés (OETH) impose aux entreprises d'au moins 20 salariés d'employer des personnes bénéficiaires à hauteur de 6 % de leur effectif. Toutes les entreprises déclarent leurs bénéficiaires chaque année dans la DSN, quelle que soit leur taille.",
          "Plus largement, une politique d'inclusion vise à ce que chacun, quels que soient son handicap, son âge ou son origine, ait sa place et les mêmes chances d'évolution.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          '80 % des handicaps sont invisibles et beaucoup apparaissent en cours de carrière. Savoir aménager un poste permet de garder des compétences précieuses. Les équipes diverses sont aussi reconnues pour mieux comprendre leurs clients.',
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          'Informez les salariés sur la reconnaissance de la qualité de travailleur handicapé (RQTH) et sur la confidentialité de la démarche.',
          "Identifiez un interlocuteur handicap, même à temps partiel, et les aides de l'Agefiph pour aménager les postes.",
          "Confiez une partie de vos achats (traiteur, impression, entretien des espaces verts) à des ESAT ou entreprises adaptées : ils comptent en partie dans votre taux d'emploi.",
          "Publiez des offres d'emploi accessibles et ouvertes aux profils en reconversion.",
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "À défaut d'atteindre 6 %, l'entreprise verse une contribution annuelle, calculée dans la DSN, dont elle peut déduire certaines dépenses (contrats avec le secteur protégé, actions favorisant l'emploi). Un référent handicap est obligatoire dans les entreprises d'au moins 250 salariés.",
        ],
      },
    ],
  },
  {
    slug: 'bilan-ges',
    title: 'Le bilan de gaz à effet de serre : mesurer pour réduire',
    axis: 'environnement',
    summary:
      "Scopes 1, 2 et 3, facteurs d'émission, plan de transition : comprendre le Bilan GES et lancer le sien sans se perdre dans la méthode.",
    readingMinutes: 8,
    keywords: ['Bilan GES', 'bilan carbone', 'scope 3', 'ADEME', 'émissions', 'décarbonation', 'BEGES'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "Le bilan de gaz à effet de serre évalue les émissions liées à l'activité de l'entreprise, exprimées en tonnes équivalent CO2. Elles se répartissent en trois périmètres : le scope 1 (émissions directes : chaudière, véhicules), le scope 2 (électricité, chaleur achetée) et le scope 3 (tout le reste : achats, déplacements domicile-travail, transport de marchandises, usage et fin de vie des produits vendus).",
          "Pour la plupart des PME de services, le scope 3 représente plus des trois quarts du total : c'est là que se trouvent les principaux leviers.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Vos clients soumis à la CSRD doivent publier leur propre scope 3, qui inclut vos émissions : ils vous les demanderont. Mesurer ses émissions permet aussi d'anticiper la hausse du prix de l'énergie et du carbone, et de cibler les actions qui réduisent à la fois l'empreinte et les coûts.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          "Rassemblez un an de données : factures d'énergie, carburant, achats par catégorie, déplacements professionnels, trajets domicile-travail (une courte enquête suffit).",
          "Utilisez la Base Empreinte de l'ADEME pour les facteurs d'émission, ou faites-vous accompagner (le Diag Décarbon'Action de Bpifrance et de l'ADEME est conçu pour les PME).",
          'Identifiez les trois postes les plus émetteurs et fixez pour chacun une action et un objectif chiffré.',
          'Refaites le calcul chaque année avec la même méthode pour suivre vos progrès.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "L'article L. 229-25 du Code de l'environnement impose un bilan d'émissions (BEGES) tous les quatre ans aux entreprises de plus de 500 salariés (250 en outre-mer), avec un plan de transition. Depuis 2023, les émissions indirectes significatives du scope 3 doivent y figurer. Le bilan est publié sur la plateforme de l'ADEME. En dessous de ces seuils, la démarche est volontaire mais de plus en plus attendue.",
        ],
      },
    ],
  },
  {
    slug: 'decret-tertiaire-energie',
    title: "Décret tertiaire : réduire la consommation d'énergie de ses locaux",
    axis: 'environnement',
    summary:
      "Bureaux, commerces, entrepôts climatisés : au-delà de 1 000 m², la loi impose −40 % de consommation d'ici 2030. Même sous ce seuil, la sobriété énergétique paie.",
    readingMinutes: 5,
    keywords: ['décret tertiaire', 'OPERAT', 'énergie', 'sobriété', 'bâtiment', 'Éco Énergie Tertiaire'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "Le dispositif Éco Énergie Tertiaire, dit « décret tertiaire », fixe des objectifs de baisse de la consommation d'énergie finale des bâtiments tertiaires : −40 % en 2030, −50 % en 2040 et −60 % en 2050 par rapport à une année de référence choisie à partir de 2010, ou l'atteinte d'un seuil de consommation exprimé en valeur absolue.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Le chauffage, la climatisation et l'éclairage sont souvent les premiers postes d'émissions directes d'une entreprise de services, et une charge qui a fortement augmenté depuis 2022. Propriétaire ou locataire, vous partagez l'obligation : le bail doit préciser qui fait quoi.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          "Relevez vos consommations des dernières années à partir des factures et choisissez l'année la plus consommatrice comme référence.",
          "Chassez les gaspillages sans investissement : consignes de chauffage à 19 °C, coupure de la climatisation hors des heures d'occupation, veilles informatiques.",
          'Programmez ensuite les travaux les plus rentables : éclairage LED, régulation, isolation des combles.',
          "Sensibilisez l'équipe avec les modules de sensibilisation de Steer.",
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "Sont concernés les bâtiments, parties de bâtiments ou ensembles de bâtiments sur un même site dont la surface d'activité tertiaire atteint au moins 1 000 m². Les consommations sont déclarées chaque année, avant le 30 septembre, sur la plateforme OPERAT de l'ADEME. Le non-respect expose à une mise en demeure puis à des sanctions administratives et à la publication du manquement.",
        ],
      },
    ],
  },
  {
    slug: 'economie-circulaire-agec',
    title: 'Économie circulaire et loi AGEC : moins jeter, mieux acheter',
    axis: 'environnement',
    summary:
      "Tri des déchets, biodéchets, réemploi, matériel reconditionné : ce que la loi anti-gaspillage impose aux entreprises et les gains rapides qu'elle ouvre.",
    readingMinutes: 5,
    keywords: ['AGEC', 'déchets', 'tri', 'biodéchets', 'réemploi', 'reconditionné', 'économie circulaire'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "L'économie circulaire vise à garder les ressources en usage le plus longtemps possible : éco-concevoir, réparer, réemployer, recycler. La loi anti-gaspillage pour une économie circulaire (AGEC) du 10 février 2020 en a fait un ensemble d'obligations concrètes pour les entreprises.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Les achats de matériel et de fournitures pèsent lourd dans l'empreinte d'une PME, et les déchets ont un coût croissant. Prolonger la vie d'un ordinateur de deux ans réduit fortement son impact, car l'essentiel des émissions du numérique vient de la fabrication des équipements.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          'Mettez en place le tri à la source des flux obligatoires et des biodéchets, avec un prestataire qui vous fournit une attestation annuelle.',
          'Passez au matériel informatique reconditionné par défaut et donnez une seconde vie aux équipements remplacés.',
          'Supprimez la vaisselle jetable et les goodies à usage unique.',
          'Interrogez vos fournisseurs sur la reprise de leurs emballages.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "Les entreprises doivent trier à la source le papier et le carton, le métal, le plastique, le verre et le bois, ainsi que d'autres flux selon leur activité. Le tri à la source des biodéchets est généralisé depuis le 1er janvier 2024. Les producteurs de certains produits relèvent en outre d'une filière à responsabilité élargie (REP) et d'obligations d'information du consommateur.",
        ],
      },
    ],
  },
  {
    slug: 'numerique-responsable',
    title: "Numérique responsable : réduire l'empreinte de ses outils",
    axis: 'environnement',
    summary:
      "Le numérique pèse environ 4 % de l'empreinte carbone de la France, surtout à cause de la fabrication des terminaux. Quelques règles simples suffisent à réduire celle de l'entreprise.",
    readingMinutes: 4,
    keywords: ['numérique responsable', 'sobriété numérique', 'REEN', 'green IT', 'terminaux', 'cloud'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "Le numérique responsable consiste à réduire l'empreinte environnementale et sociale des outils numériques : terminaux, réseaux, centres de données, logiciels. Selon l'étude ADEME-Arcep de 2022, il représente environ 4 % de l'empreinte carbone nationale, et la fabrication des terminaux en est la première cause.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "C'est un levier accessible à toutes les entreprises de services, qui réduit aussi les coûts : moins d'équipements achetés, des abonnements cloud dimensionnés au plus juste, des sites web plus rapides.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          'Allongez la durée de vie des ordinateurs et smartphones à cinq ans au moins, avec un contrat de maintenance.',
          "Faites l'inventaire des abonnements et des espaces de stockage en ligne : supprimez ce qui ne sert plus.",
          "Choisissez un hébergeur qui publie ses indicateurs (efficacité énergétique, origine de l'électricité).",
          'Écoconcevez votre site web : pages légères, images compressées, vidéos sans lecture automatique.',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "La loi REEN du 15 novembre 2021 vise à réduire l'empreinte environnementale du numérique en France : formation des étudiants, lutte contre l'obsolescence logicielle, stratégies numériques responsables pour les collectivités. Le référentiel général d'écoconception de services numériques (RGESN) peut guider tout projet web.",
        ],
      },
    ],
  },
  {
    slug: 'achats-responsables',
    title: 'Achats responsables : faire de ses fournisseurs des alliés',
    axis: 'business',
    summary:
      "Les achats représentent souvent la moitié de l'empreinte d'une PME. Critères, charte fournisseurs, délais de paiement : construire une politique d'achats responsables pas à pas.",
    readingMinutes: 6,
    keywords: ['achats responsables', 'ISO 20400', 'RFAR', 'fournisseurs', 'délais de paiement', 'charte'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "Une politique d'achats responsables intègre des critères environnementaux, sociaux et éthiques dans le choix des fournisseurs et dans la relation avec eux : prix juste, délais de paiement respectés, achats locaux ou inclusifs quand c'est pertinent. La norme ISO 20400 en donne les lignes directrices.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          'Vos achats sont la plus grande part de votre scope 3 et le principal vecteur de risques dans votre chaîne de valeur. Des fournisseurs solides et bien payés sont aussi plus fiables : la relation fournisseur est un facteur de résilience.',
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          "Classez vos dépenses par famille d'achats et repérez les plus importantes et les plus risquées.",
          'Ajoutez deux ou trois critères RSE pondérés dans vos consultations (au moins 15 % de la note).',
          "Faites signer la charte d'achats responsables de Steer à vos fournisseurs principaux et planifiez un échange annuel avec eux.",
          "Suivez vos délais de paiement : c'est le premier engagement responsable envers les fournisseurs.",
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "Le Code de commerce plafonne les délais de paiement entre entreprises à 60 jours à compter de la date d'émission de la facture, ou 45 jours fin de mois si le contrat le prévoit. Le label « Relations fournisseurs et achats responsables » (RFAR), adossé à la norme ISO 20400 et porté par la Médiation des entreprises et le Conseil national des achats, distingue les organisations exemplaires.",
        ],
      },
    ],
  },
  {
    slug: 'choisir-un-label-rse',
    title: 'Choisir un label RSE adapté à sa PME',
    axis: 'business',
    summary:
      "B Corp, Engagé RSE, Lucie, EcoVadis, labels sectoriels : ce que chacun évalue, ce qu'il coûte en temps, et comment choisir celui qui sert vraiment votre stratégie.",
    readingMinutes: 6,
    keywords: ['label', 'B Corp', 'Lucie', 'Engagé RSE', 'AFNOR', 'EcoVadis', 'ISO 26000', 'certification'],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "Un label RSE atteste, après évaluation par un tiers, qu'une entreprise a engagé une démarche structurée. La plupart s'appuient sur la norme ISO 26000, qui n'est pas certifiable en elle-même mais définit les sept questions centrales de la responsabilité sociétale.",
        ],
        bullets: [
          "B Corp : certification internationale exigeante, centrée sur l'impact global ; elle implique une modification des statuts.",
          'Engagé RSE (AFNOR) : évaluation sur place selon quatre niveaux de maturité, adaptée aux PME.',
          "Label Lucie : fondé sur l'ISO 26000, il demande des engagements de progrès vérifiés.",
          "EcoVadis : une notation plutôt qu'un label, très demandée par les grands donneurs d'ordre.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Un label rend votre démarche lisible pour vos clients, vos candidats et vos financeurs, et répond d'un coup à de nombreux questionnaires. Mais c'est un investissement en temps : le bon label est celui que vos clients reconnaissent et qui vous fait progresser.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          'Demandez à vos trois principaux clients quels labels ou notations ils attendent.',
          "Réalisez d'abord votre diagnostic Steer : il indique votre niveau de maturité par axe et les écarts à combler.",
          "Comparez coûts, durée de l'audit et fréquence de renouvellement.",
          'Prévoyez six à douze mois de préparation ; votre copilote peut vous accompagner (offre « Préparation au label » du SteerStore).',
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "Aucun label n'est obligatoire. La Plateforme RSE a cependant reconnu des labels sectoriels adaptés aux TPE et PME, et certains acheteurs publics peuvent exiger un label dans un marché à condition d'accepter les équivalents. Attention aux allégations : la loi Climat et Résilience encadre les mentions environnementales et sanctionne l'écoblanchiment.",
        ],
      },
    ],
  },
  {
    slug: 'ethique-des-affaires',
    title: "Éthique des affaires : prévenir la corruption et les conflits d'intérêts",
    axis: 'business',
    summary:
      "Cadeaux, invitations, intermédiaires : des règles claires protègent l'entreprise et ses salariés. Les bases d'un dispositif anticorruption proportionné à une PME.",
    readingMinutes: 5,
    keywords: [
      'Sapin II',
      'corruption',
      "conflit d'intérêts",
      'éthique',
      'AFA',
      "lanceur d'alerte",
      'code de conduite',
    ],
    sections: [
      {
        heading: 'De quoi parle-t-on ?',
        paragraphs: [
          "L'éthique des affaires couvre la prévention de la corruption, du trafic d'influence, des conflits d'intérêts et des pratiques anticoncurrentielles. Elle se traduit par un code de conduite, des règles sur les cadeaux et invitations, et un dispositif d'alerte.",
        ],
      },
      {
        heading: "Pourquoi c'est important pour une PME",
        paragraphs: [
          "Les grands groupes doivent évaluer l'intégrité de leurs fournisseurs : ils vous le demanderont. Une PME qui exporte ou répond à des marchés publics est aussi plus exposée. Un incident, même isolé, peut coûter un contrat et la réputation de l'entreprise.",
        ],
      },
      {
        heading: 'Premiers pas',
        paragraphs: [],
        bullets: [
          'Rédigez un code de conduite court, avec des exemples concrets liés à votre métier.',
          'Fixez un seuil pour les cadeaux et invitations, reçus comme offerts, et un registre simple.',
          "Ouvrez un canal d'alerte confidentiel et expliquez comment il protège les lanceurs d'alerte.",
          "Vérifiez vos intermédiaires et partenaires à l'étranger avant de signer.",
        ],
      },
      {
        heading: 'Cadre réglementaire',
        paragraphs: [
          "La loi Sapin II de 2016 impose un programme anticorruption complet aux entreprises d'au moins 500 salariés et 100 millions d'euros de chiffre d'affaires, contrôlé par l'Agence française anticorruption (AFA). La loi Waserman de 2022 a renforcé la protection des lanceurs d'alerte ; les entreprises de 50 salariés et plus doivent disposer d'une procédure interne de recueil des signalements.",
        ],
      },
    ],
  },
];

export function guideBySlug(slug: string): Guide | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}

export function axisLabel(axis: GuideAxis): string {
  return GUIDE_AXES.find((entry) => entry.id === axis)?.label ?? axis;
}

/** Guides of an axis (or all) whose title, summary, keywords or text contain every word of the query. */
export function filterGuides(guides: readonly Guide[], axis: GuideAxis | 'all', query: string): Guide[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return guides.filter((guide) => {
    if (axis !== 'all' && guide.axis !== axis) return false;
    if (words.length === 0) return true;
    // Case and accents aside, the one way every search compares text: 'egalite' finds 'Égalité'.
    const haystack = foldForSearch(
      [
        guide.title,
        guide.summary,
        ...guide.keywords,
        ...guide.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]),
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
