import { createHash, pbkdf2Sync } from 'node:crypto';
import { Faker, base, en, fr } from '@faker-js/faker';
import { PASSWORD_HASH_ITERATIONS, formatPasswordHash } from '../db/passwords';
import {
  COMPASS_MARKER,
  COPILOT_AUTHOR,
  PAGE_NAMES,
  PLANS,
  STEER_SOFTWARE_ID,
  findAxisByNumber,
  pageIdOf,
  presetPageIds,
  type AccountStatus,
  type AxisCode,
  type CollaboratorRole,
  type PageName,
  type PlanAccessLevel,
  type QuestionAxisNumber,
  type ScoreRange,
  type Sector,
  type SolutionStatus,
} from '../db/constants';
import { computeScores } from '../db/scoring';
import type {
  ChatMessage,
  Company,
  DatabaseSnapshot,
  FormQuestion,
  FormResponse,
  LikedQuestion,
  ScoreHistoryEntry,
  Solution,
  User,
} from '../db/schema';
import {
  ACTION_TEMPLATES,
  FEMALE_FIRST_NAMES,
  FREE_TEXT_ANSWERS,
  HEAD_POSITIONS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  POSITIONS_BY_SECTOR,
  QUESTION_THEMES,
} from './content';
import { buildActionPlan } from './build-action-plan';
import { FAKER_SEED, SEED_REFERENCE_DATE } from './constants';
import { DEMO_PASSWORD, DEMO_PERSONAS, type DemoPersona } from './personas';
import { emptyExtensionCollections, seedSurveys } from './survey-seed';
import { slug } from './slug';

/**
 * Builds the demo data. Pure and deterministic: a private French faker seeded with FAKER_SEED, every date computed
 * from SEED_REFERENCE_DATE. Only the generator script and tests import this module (faker stays out of the browser);
 * the browser loads the committed seed.json it produced.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const REF_MS = Date.parse(SEED_REFERENCE_DATE);
const REF = new Date(REF_MS);

type Ratings = readonly (1 | 2 | 3 | 4)[];

/** How a seeded company got through the product, which decides what data it has. */
interface CompanyPlan {
  name: string;
  domain: string;
  sector: Sector;
  activity: string;
  website: string;
  employeesNumber: number;
  createdDaysAgo: number;
  perception: {
    expectedScore: ScoreRange;
    primaryAxe: AxisCode;
    improvementAxe: AxisCode;
    lastInitiative: string;
  } | null;
  /** Number of questions answered, in questionnaire order (27 = all). */
  answered: number;
  /** Tendency of the ratings, 1 (beginner) to 4 (advanced); ignored when ratings are given. */
  maturity: number;
  /** Evaluation by the copilot: months of history and number of entries. Null: not evaluated. */
  evaluation: { months: number; startScore: number; extraEntries: number; lastDaysAgo: number } | null;
  /** Members besides the ones written by hand, with how many are Administrateur secondaire. */
  staff: { count: number; secondaryAdmins: number };
  likedCount: number;
  solutionCount: number;
}

const MAIN_COMPANY: CompanyPlan = {
  name: 'Verdance Conseil',
  domain: 'verdance.fr',
  sector: 'Services',
  activity: 'Conseil en stratégie et transformation durable des organisations',
  website: 'https://www.verdance.fr',
  employeesNumber: 48,
  createdDaysAgo: 430,
  perception: {
    expectedScore: 'L2',
    primaryAxe: 'SOC',
    improvementAxe: 'ENV',
    lastInitiative: "Mise en place d'un forfait mobilités durables et d'une flotte de vélos pour toute l'équipe.",
  },
  answered: 27,
  maturity: 2.5,
  evaluation: { months: 14, startScore: 27, extraEntries: 5, lastDaysAgo: 8 },
  staff: { count: 9, secondaryAdmins: 1 },
  likedCount: 7,
  solutionCount: 25,
};

/**
 * The main company's ratings per axis, chosen so every axis score is exact or just above an integer: the global score
 * is then 54 whether one sums the axis scores before or after truncating them (16 + 15 + 11 + 12).
 */
const MAIN_RATINGS: Readonly<Record<QuestionAxisNumber, Ratings>> = {
  2: [3, 3, 2, 3, 2, 3, 2], // 18/28 × 25 = 16.07
  3: [3, 2, 3, 2, 2], // 12/20 × 25 = 15
  4: [2, 2, 1, 2, 2], // 9/20 × 25 = 11.25
  5: [2, 2, 3, 2, 1, 2], // 12/24 × 25 = 12.5
};

/** Themes the main company marked as priority issues. */
const MAIN_LIKED_THEMES = [
  'Stratégie',
  'Transparence',
  'Santé et sécurité',
  'Égalité femmes-hommes',
  'Atténuation du changement climatique',
  "Pollution de l'eau, de l'air et des sols",
  'Achats responsables',
];

const OTHER_COMPANIES: readonly CompanyPlan[] = [
  {
    name: 'Transports Azur',
    domain: 'transports-azur.fr',
    sector: 'Transport',
    activity: 'Transport routier de marchandises et logistique du dernier kilomètre',
    website: 'https://www.transports-azur.fr',
    employeesNumber: 135,
    createdDaysAgo: 300,
    perception: {
      expectedScore: 'L1',
      primaryAxe: 'GOUV',
      improvementAxe: 'ENV',
      lastInitiative: "Formation de tous les chauffeurs à l'écoconduite et achat de deux porteurs électriques.",
    },
    answered: 27,
    maturity: 2,
    evaluation: { months: 8, startScore: 24, extraEntries: 1, lastDaysAgo: 21 },
    staff: { count: 9, secondaryAdmins: 1 },
    likedCount: 4,
    solutionCount: 8,
  },
  {
    name: 'Cobalt Numérique',
    domain: 'cobalt-numerique.fr',
    sector: 'Technologies',
    activity: 'Édition de logiciels en ligne pour les collectivités territoriales',
    website: 'https://cobalt-numerique.fr',
    employeesNumber: 62,
    createdDaysAgo: 60,
    perception: {
      expectedScore: 'L2',
      primaryAxe: 'BUIS',
      improvementAxe: 'SOC',
      lastInitiative: "Adoption d'une politique de sobriété numérique pour nos serveurs.",
    },
    answered: 27,
    maturity: 2.5,
    evaluation: null,
    staff: { count: 7, secondaryAdmins: 1 },
    likedCount: 0,
    solutionCount: 0,
  },
  {
    name: 'Cabinet Lexalis',
    domain: 'lexalis-avocats.fr',
    sector: 'Droit',
    activity: "Cabinet d'avocats en droit des affaires et droit social",
    website: 'https://www.lexalis-avocats.fr',
    employeesNumber: 24,
    createdDaysAgo: 20,
    perception: {
      expectedScore: 'L2',
      primaryAxe: 'GOUV',
      improvementAxe: 'ENV',
      lastInitiative: 'Dématérialisation complète des dossiers clients.',
    },
    answered: 0,
    maturity: 2,
    evaluation: null,
    staff: { count: 5, secondaryAdmins: 1 },
    likedCount: 0,
    solutionCount: 0,
  },
  {
    name: 'Bâtir Ensemble',
    domain: 'batir-ensemble.fr',
    sector: 'Bâtiment',
    activity: 'Construction et rénovation énergétique de logements et de bâtiments tertiaires',
    website: 'https://www.batir-ensemble.fr',
    employeesNumber: 210,
    createdDaysAgo: 420,
    perception: {
      expectedScore: 'L3',
      primaryAxe: 'ENV',
      improvementAxe: 'SOC',
      lastInitiative: 'Réemploi des matériaux de démolition sur trois chantiers pilotes.',
    },
    answered: 27,
    maturity: 3,
    evaluation: { months: 12, startScore: 38, extraEntries: 2, lastDaysAgo: 35 },
    staff: { count: 11, secondaryAdmins: 2 },
    likedCount: 5,
    solutionCount: 12,
  },
  {
    name: 'Maison Orée',
    domain: 'maison-oree.fr',
    sector: 'Autre',
    activity: 'Épicerie fine et traiteur bio en circuit court',
    website: 'https://maison-oree.fr',
    employeesNumber: 12,
    createdDaysAgo: 4,
    perception: null,
    answered: 0,
    maturity: 2,
    evaluation: null,
    staff: { count: 1, secondaryAdmins: 0 },
    likedCount: 0,
    solutionCount: 0,
  },
  {
    name: 'Alvéole Data',
    domain: 'alveole-data.fr',
    sector: 'Technologies',
    activity: 'Hébergement cloud et infogérance pour les PME',
    website: 'https://www.alveole-data.fr',
    employeesNumber: 85,
    createdDaysAgo: 35,
    perception: {
      expectedScore: 'L3',
      primaryAxe: 'BUIS',
      improvementAxe: 'ENV',
      lastInitiative: 'Récupération de la chaleur fatale du centre de données pour chauffer les bureaux.',
    },
    answered: 11,
    maturity: 3,
    evaluation: null,
    staff: { count: 5, secondaryAdmins: 1 },
    likedCount: 0,
    solutionCount: 0,
  },
  {
    name: 'Clair de Plume',
    domain: 'clairdeplume.fr',
    sector: 'Services',
    activity: 'Traduction et rédaction de contenus techniques',
    website: 'https://clairdeplume.fr',
    employeesNumber: 8,
    createdDaysAgo: 120,
    perception: {
      expectedScore: 'L1',
      primaryAxe: 'SOC',
      improvementAxe: 'GOUV',
      lastInitiative: 'Passage à un fournisseur de messagerie hébergé en France.',
    },
    answered: 27,
    maturity: 1.5,
    evaluation: { months: 1, startScore: 20, extraEntries: 0, lastDaysAgo: 55 },
    staff: { count: 2, secondaryAdmins: 0 },
    likedCount: 2,
    solutionCount: 3,
  },
];

/** Domains of accounts with no company (none of them is a company's domain). */
const FREE_DOMAINS = ['studio-mirabelle.fr', 'fermes-du-vexin.fr', 'optique-horizon.fr', 'brasserie-des-tilleuls.fr'];

/** The main company's chat with the copilot: [days before the reference date, hour (UTC), author, body]. */
const MAIN_CHAT: readonly (readonly [number, string, 'claire' | 'hugo' | 'copilot', string])[] = [
  [
    17,
    '08:12',
    'claire',
    "Bonjour, nous avons terminé le questionnaire. Pouvons-nous fixer notre prochain point pour revoir le plan d'actions ?",
  ],
  [
    17,
    '08:41',
    'copilot',
    'Bonjour Claire ! Bravo pour ce travail. Je vous propose jeudi 12 novembre à 10 h en visio, cela vous convient ?',
  ],
  [16, '13:05', 'claire', 'Parfait pour jeudi. Hugo Bernard, notre responsable RSE, se joindra à nous.'],
  [
    8,
    '14:30',
    'copilot',
    "Merci pour cet échange. Votre score global passe à 54/100, belle progression sur le social ! J'ai ajouté de nouvelles actions dans Mes leviers.",
  ],
  [7, '09:18', 'hugo', 'Merci ! Pour le bilan carbone, avez-vous des prestataires à nous recommander ?'],
  [
    7,
    '10:02',
    'copilot',
    "Oui, je vous envoie une sélection de trois cabinets labellisés d'ici mardi. Pensez à renseigner vos échéances dans Mon pilotage.",
  ],
];

/** A shorter chat for Bâtir Ensemble. */
const SECOND_CHAT: readonly (readonly [number, string, 'head' | 'copilot', string])[] = [
  [40, '07:50', 'head', 'Bonjour, pouvez-vous nous aider à prioriser nos actions sur le réemploi des matériaux ?'],
  [
    40,
    '09:15',
    'copilot',
    'Bien sûr ! Commençons par les chantiers pilotes : je prépare une synthèse pour notre prochain rendez-vous.',
  ],
  [35, '15:40', 'copilot', 'Votre nouvelle évaluation est disponible sur votre tableau de bord. À bientôt !'],
];

/**
 * What every part of the seed writes with: the private faker (its sequence is the seed: the parts below must draw
 * from it in the order they always have), the data being filled, and the e-mails already given.
 */
interface SeedContext {
  faker: Faker;
  data: DatabaseSnapshot;
  usedEmails: Set<string>;
}

export function buildSeed(): DatabaseSnapshot {
  // A private instance with fakerFR's locale chain, so seeding it does not disturb other users of fakerFR.
  const faker = new Faker({ locale: [fr, en, base] });
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);

  const data: DatabaseSnapshot = {
    users: [],
    companies: [],
    pages: PAGE_NAMES.map((name, index) => ({ id: index + 1, name, softwareId: STEER_SOFTWARE_ID })),
    pageAuthorizations: [],
    formQuestions: buildQuestions(),
    formResponses: [],
    scoreResults: [],
    scoreHistory: [],
    likedQuestions: [],
    solutions: [],
    chatTickets: [],
    chatMessages: [],
    outbox: [],
    tokens: [],
    refreshSessions: [],
    levers: [],
    kpiOptions: [],
    ...emptyExtensionCollections(),
  };
  const seed: SeedContext = { faker, data, usedEmails: new Set(DEMO_PERSONAS.map((persona) => persona.email)) };

  seedPlatformAdmins(seed);
  const main = seedCompany(seed, MAIN_COMPANY, true);
  const others = OTHER_COMPANIES.map((plan) => seedCompany(seed, plan, false));
  seedChats(seed, main, others);
  seedAccountsWithoutCompany(seed);
  buildActionPlan(data, faker);
  seedSurveys(data);
  return data;
}

function persona(email: string): DemoPersona {
  const found = DEMO_PERSONAS.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`Unknown persona ${email}`);
  return found;
}

// ---- dates ----------------------------------------------------------------------------------------------------

/** A moment `days` days before the reference date, at a working hour (days ≥ 1 keeps it in the past). */
function daysAgo({ faker }: SeedContext, days: number, time?: string): string {
  const date = new Date(REF_MS - days * DAY_MS);
  const [hours, minutes] = time
    ? time.split(':').map(Number)
    : [faker.number.int({ min: 7, max: 17 }), faker.number.int(59)];
  date.setUTCHours(hours ?? 9, minutes ?? 0, 0, 0);
  return date.toISOString();
}

/** A calendar date `days` days after the reference date (YYYY-MM-DD). */
function calendarDay(daysFromRef: number): string {
  return new Date(REF_MS + daysFromRef * DAY_MS).toISOString().slice(0, 10);
}

/** A moment in the month `monthsBack` months before the reference month. */
function inMonth({ faker }: SeedContext, monthsBack: number, day: number): string {
  const hours = faker.number.int({ min: 7, max: 16 });
  return new Date(
    Date.UTC(REF.getUTCFullYear(), REF.getUTCMonth() - monthsBack, day, hours, faker.number.int(59)),
  ).toISOString();
}

// ---- people ---------------------------------------------------------------------------------------------------

function randomPerson({ faker, usedEmails }: SeedContext, domain: string) {
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  for (;;) {
    const firstName = faker.helpers.arrayElement(sex === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = faker.helpers.arrayElement(LAST_NAMES);
    const email = `${slug(firstName)}.${slug(lastName)}@${domain}`;
    if (!usedEmails.has(email)) {
      usedEmails.add(email);
      return { firstName, lastName, email, feminine: sex === 'female' };
    }
  }
}

function planAccess(levels: readonly [PlanAccessLevel, PlanAccessLevel, PlanAccessLevel]) {
  return PLANS.map((plan, index) => ({ id: plan.id, plan: plan.plan, access: levels[index] ?? 'NONE' }));
}

function addUser({ data }: SeedContext, fields: Omit<User, 'id' | 'password'>): User {
  const user: User = { id: data.users.length + 1, password: seedPasswordHash(fields.email), ...fields };
  data.users.push(user);
  return user;
}

/**
 * Every account has the documented password, hashed with its own salt. The salt comes from the e-mail, not from
 * faker, so the seed stays stable and faker's sequence (every other record) is unchanged.
 */
function seedPasswordHash(email: string): string {
  const salt = new Uint8Array(createHash('sha256').update(`steer-seed-salt:${email}`).digest().subarray(0, 16));
  const hash = pbkdf2Sync(DEMO_PASSWORD, salt, PASSWORD_HASH_ITERATIONS, 32, 'sha256');
  return formatPasswordHash(PASSWORD_HASH_ITERATIONS, salt, new Uint8Array(hash));
}

function authorize({ data }: SeedContext, userId: number, pageIds: readonly number[]): void {
  for (const pageId of [...pageIds].sort((a, b) => a - b)) {
    data.pageAuthorizations.push({ id: data.pageAuthorizations.length + 1, userId, pageId });
  }
}

/** Acteur pages with a per-person twist, so the collaborator popup shows varied toggles. */
function variedActeurPages({ faker }: SeedContext): number[] {
  const pages = new Set(presetPageIds('Acteur'));
  const extras: PageName[] = ['Mes documents', 'Tableau de bord', 'Mes réalisations', 'Enquête(s)'];
  switch (faker.number.int(3)) {
    case 0:
      break;
    case 1:
      pages.add(pageIdOf(faker.helpers.arrayElement(extras)));
      break;
    case 2:
      for (const name of faker.helpers.arrayElements(extras, 2)) pages.add(pageIdOf(name));
      break;
    default:
      pages.delete(pageIdOf('Steer Store'));
  }
  return [...pages];
}

// ---- platform admins ------------------------------------------------------------------------------------------

function seedPlatformAdmins(seed: SeedContext): void {
  const admin = persona('admin@steer.fr');
  addUser(seed, {
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    position: 'Administrateur de la plateforme',
    collaboratorRole: null,
    membershipRole: null,
    accountAuthLevel: 'ADMIN',
    accountStatus: 'ACTIVE',
    companyId: null,
    planAccess: planAccess(['READ', 'READ', 'READ']),
    createdAt: daysAgo(seed, 700, '08:00'),
  });
  // A platform admin whose account is only VALIDATED: the /admin guard wants ACTIVE, so she lands on /dashboard.
  seed.usedEmails.add('camille.dubois@steer.fr');
  addUser(seed, {
    email: 'camille.dubois@steer.fr',
    firstName: 'Camille',
    lastName: 'Dubois',
    position: 'Copilote RSE',
    collaboratorRole: null,
    membershipRole: null,
    accountAuthLevel: 'ADMIN',
    accountStatus: 'VALIDATED',
    companyId: null,
    planAccess: planAccess(['READ', 'READ', 'NONE']),
    createdAt: daysAgo(seed, 90, '10:30'),
  });
}

// ---- companies ------------------------------------------------------------------------------------------------

interface SeededCompany {
  company: Company;
  /** The head of the company first. */
  members: User[];
}

/** A company, its members and, as far as its plan went, its answers, score history, issues and actions. */
function seedCompany(seed: SeedContext, plan: CompanyPlan, isMain: boolean): SeededCompany {
  const company: Company = {
    id: seed.data.companies.length + 1,
    name: plan.name,
    domain: plan.domain,
    sector: plan.sector,
    activity: plan.activity,
    website: plan.website,
    employeesNumber: plan.employeesNumber,
    createdAt: daysAgo(seed, plan.createdDaysAgo, '09:30'),
    expectedScore: plan.perception?.expectedScore ?? null,
    primaryAxe: plan.perception?.primaryAxe ?? null,
    improvementAxe: plan.perception?.improvementAxe ?? null,
    lastInitiative: plan.perception?.lastInitiative ?? null,
  };
  seed.data.companies.push(company);
  const members = seedMembers(seed, company, plan, isMain);

  const answerers = members.filter((user) => user.collaboratorRole !== 'Acteur');
  const responses = answer(seed, company, plan, isMain, answerers);

  if (plan.evaluation) {
    const scores = computeScores(seed.data.formQuestions, responses);
    const history = buildHistory(seed, company.id, scores.result, plan.evaluation);
    const evaluatedAt = history[history.length - 1]?.date ?? daysAgo(seed, plan.evaluation.lastDaysAgo);
    seed.data.scoreResults.push({ companyId: company.id, ...scores, evaluatedAt });
    like(seed, company.id, responses, isMain ? MAIN_LIKED_THEMES : null, plan.likedCount);
    plant(seed, company.id, members, plan.solutionCount, isMain);
  }
  return { company, members };
}

/** The company's members: its head (who created it), then its staff, with their roles and page accesses. */
function seedMembers(seed: SeedContext, company: Company, plan: CompanyPlan, isMain: boolean): User[] {
  const { faker } = seed;
  const evaluated = plan.evaluation !== null;
  const levels: [PlanAccessLevel, PlanAccessLevel, PlanAccessLevel] = evaluated
    ? ['READ', 'READ', faker.helpers.arrayElement(['NONE', 'READ'] as const)]
    : ['READ', 'NONE', 'NONE'];
  /** Members join some time after the company was created, never after the reference date. */
  const joinedAt = () => daysAgo(seed, faker.number.int({ min: 1, max: Math.max(1, plan.createdDaysAgo - 1) }));

  const member = (
    person: { firstName: string; lastName: string; email: string },
    role: CollaboratorRole,
    position: string,
    options: { createdAt?: string; accountStatus?: AccountStatus; pages?: number[] } = {},
  ): User => {
    const user = addUser(seed, {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      position,
      collaboratorRole: role,
      membershipRole: role === 'Acteur' ? 'MEMBER' : 'ADMIN',
      accountAuthLevel: 'USER',
      accountStatus: options.accountStatus ?? 'ACTIVE',
      companyId: company.id,
      planAccess: planAccess(levels),
      createdAt: options.createdAt ?? joinedAt(),
    });
    authorize(seed, user.id, options.pages ?? presetPageIds(role));
    return user;
  };
  const randomPosition = (feminine: boolean, titles = POSITIONS_BY_SECTOR[plan.sector]) =>
    faker.helpers.arrayElement(titles)[feminine ? 1 : 0];

  // The head of the company created it.
  const members: User[] = [];
  if (isMain) {
    const claire = persona('claire.martin@verdance.fr');
    const hugo = persona('hugo.bernard@verdance.fr');
    const lea = persona('lea.petit@verdance.fr');
    members.push(member(claire, 'Administrateur principal', 'Directrice générale', { createdAt: company.createdAt }));
    members.push(
      member(hugo, 'Administrateur secondaire', 'Responsable RSE', {
        createdAt: daysAgo(seed, plan.createdDaysAgo - 2, '11:00'),
      }),
    );
    members.push(member(lea, 'Acteur', 'Chargée de communication', { createdAt: daysAgo(seed, 200, '14:20') }));
  } else if (plan.domain === 'cobalt-numerique.fr') {
    const sarah = persona('sarah.lefebvre@cobalt-numerique.fr');
    members.push(member(sarah, 'Administrateur principal', 'Directrice générale', { createdAt: company.createdAt }));
  } else {
    const head = randomPerson(seed, plan.domain);
    members.push(
      member(head, 'Administrateur principal', randomPosition(head.feminine, HEAD_POSITIONS), {
        createdAt: company.createdAt,
      }),
    );
  }
  for (let index = 0; index < plan.staff.count; index++) {
    const person = randomPerson(seed, plan.domain);
    const role: CollaboratorRole = index < plan.staff.secondaryAdmins ? 'Administrateur secondaire' : 'Acteur';
    const pages =
      role === 'Acteur'
        ? isMain
          ? variedActeurPages(seed)
          : presetPageIds(role)
        : // One secondary admin of the main company has had the surveys page switched off.
          isMain
          ? presetPageIds(role).filter((pageId) => pageId !== pageIdOf('Enquête(s)'))
          : presetPageIds(role);
    // A few members have a confirmed account that was never switched to ACTIVE.
    const accountStatus: AccountStatus = faker.number.int(14) === 0 ? 'VALIDATED' : 'ACTIVE';
    members.push(member(person, role, randomPosition(person.feminine), { accountStatus, pages }));
  }
  return members;
}

// ---- answers, scores, issues, actions -------------------------------------------------------------------------

function answer(
  seed: SeedContext,
  company: Company,
  plan: CompanyPlan,
  isMain: boolean,
  answerers: User[],
): FormResponse[] {
  const { faker, data } = seed;
  const responses: FormResponse[] = [];
  const lastDay = plan.evaluation ? plan.evaluation.lastDaysAgo + 1 : 1;
  const firstDay = Math.max(lastDay, Math.min(plan.createdDaysAgo - 1, lastDay + 60));
  const ratedIndex = new Map<number, number>();

  for (const question of data.formQuestions.slice(0, plan.answered)) {
    let content: string;
    if (question.isFreeText) {
      content = faker.helpers.arrayElement(FREE_TEXT_ANSWERS[question.axe as QuestionAxisNumber]);
    } else {
      const index = ratedIndex.get(question.axe) ?? 0;
      ratedIndex.set(question.axe, index + 1);
      const rating = isMain
        ? MAIN_RATINGS[question.axe as QuestionAxisNumber][index]
        : randomRating(seed, plan.maturity);
      if (rating === undefined) throw new Error(`No rating for question ${question.id}`);
      content = String(rating);
    }
    const answerer = faker.helpers.arrayElement(answerers);
    responses.push({
      id: data.formResponses.length + responses.length + 1,
      companyId: company.id,
      userId: answerer.id,
      formQuestionId: question.id,
      content,
      updatedAt: daysAgo(seed, faker.number.int({ min: lastDay, max: firstDay })),
    });
  }
  data.formResponses.push(...responses);
  return responses;
}

function randomRating({ faker }: SeedContext, maturity: number): 1 | 2 | 3 | 4 {
  const weights = ([1, 2, 3, 4] as const).map((value) => ({
    value,
    weight: Math.max(0.2, 2 - Math.abs(value - maturity)),
  }));
  return faker.helpers.weightedArrayElement(weights);
}

/**
 * Score history: one entry a month (some months several) over `months` months, rising from about `startScore`
 * to the current result, which is the last entry. Earlier entries of a month stay below the month's best.
 */
function buildHistory(
  seed: SeedContext,
  companyId: number,
  finalScore: number,
  evaluation: NonNullable<CompanyPlan['evaluation']>,
): ScoreHistoryEntry[] {
  const { faker, data } = seed;
  const entries: ScoreHistoryEntry[] = [];
  const lastDate = new Date(REF_MS - evaluation.lastDaysAgo * DAY_MS);
  const lastMonthsBack =
    (REF.getUTCFullYear() - lastDate.getUTCFullYear()) * 12 + (REF.getUTCMonth() - lastDate.getUTCMonth());
  const busyMonths = new Set(
    faker.helpers.arrayElements(
      Array.from({ length: Math.max(0, evaluation.months - 1) }, (_, index) => index + 1),
      Math.min(evaluation.extraEntries, evaluation.months - 1),
    ),
  );

  for (let step = evaluation.months - 1; step >= 0; step--) {
    const monthsBack = lastMonthsBack + step;
    const progress = evaluation.months === 1 ? 1 : (evaluation.months - 1 - step) / (evaluation.months - 1);
    const isLast = step === 0;
    const trend = Math.round(evaluation.startScore + (finalScore - evaluation.startScore) * progress);
    const score = isLast
      ? finalScore
      : Math.max(0, Math.min(finalScore, trend + faker.number.int({ min: -2, max: 2 })));
    const day = isLast ? lastDate.getUTCDate() : faker.number.int({ min: 12, max: 26 });

    if (busyMonths.has(step)) {
      // An earlier, lower assessment in the same month.
      const earlierDay = faker.number.int({ min: 2, max: day - 6 });
      const earlier = Math.max(0, score - faker.number.int({ min: 1, max: 4 }));
      entries.push({
        id: data.scoreHistory.length + entries.length + 1,
        companyId,
        score: earlier,
        date: inMonth(seed, monthsBack, earlierDay),
      });
    }
    const date = isLast ? daysAgo(seed, evaluation.lastDaysAgo, '14:00') : inMonth(seed, monthsBack, day);
    entries.push({ id: data.scoreHistory.length + entries.length + 1, companyId, score, date });
  }
  data.scoreHistory.push(...entries);
  return entries;
}

function like(
  { faker, data }: SeedContext,
  companyId: number,
  responses: FormResponse[],
  themes: readonly string[] | null,
  count: number,
): void {
  const rated = data.formQuestions.filter((question) => !question.isFreeText);
  const chosen = themes
    ? themes.map((title) => {
        const question = rated.find((candidate) => candidate.title === title);
        if (!question) throw new Error(`Unknown theme ${title}`);
        return question;
      })
    : faker.helpers.arrayElements(rated, count);
  for (const question of chosen) {
    const content = responses.find((response) => response.formQuestionId === question.id)?.content;
    const liked: LikedQuestion = {
      id: data.likedQuestions.length + 1,
      companyId,
      questionTitle: question.title,
      questionLevel: content ? Number(content) : 0,
      axeName: findAxisByNumber(question.axe)?.name ?? 'Business',
    };
    data.likedQuestions.push(liked);
  }
}

function describeAction(template: (typeof ACTION_TEMPLATES)[number], withCompass: boolean): string {
  const steps = template.steps.map((step) => `<li>${step}</li>`).join('');
  const lead = withCompass ? `${COMPASS_MARKER} ` : '';
  return `<p><strong>Pourquoi ?</strong> ${template.why}</p><p>${lead}Premières étapes :</p><ul>${steps}</ul>`;
}

/**
 * Action plan. The main company gets every status in fixed proportions; deadlines of open actions fall within
 * the 8 weeks after the reference date, validated actions were completed over the last 6 months.
 */
function plant(seed: SeedContext, companyId: number, members: User[], count: number, isMain: boolean): void {
  const { faker, data } = seed;
  const templates = faker.helpers.arrayElements(ACTION_TEMPLATES, count);
  const statuses: SolutionStatus[] = isMain
    ? faker.helpers.shuffle([
        ...Array<SolutionStatus>(9).fill('validated'),
        ...Array<SolutionStatus>(8).fill('inProgress'),
        ...Array<SolutionStatus>(8).fill('toRealize'),
      ])
    : templates.map(() => faker.helpers.arrayElement(['validated', 'inProgress', 'toRealize'] as const));

  templates.forEach((template, index) => {
    const status = statuses[index] ?? 'toRealize';
    let deadline: string | null;
    let updatedAt: string;
    if (status === 'validated') {
      const doneDaysAgo = faker.number.int({ min: 4, max: 175 });
      updatedAt = daysAgo(seed, doneDaysAgo);
      deadline = faker.number.int(3) === 0 ? null : calendarDay(-doneDaysAgo + faker.number.int({ min: 0, max: 20 }));
    } else {
      updatedAt = daysAgo(seed, faker.number.int({ min: 1, max: 45 }));
      const hasDeadline = status === 'inProgress' || faker.number.int(4) > 0;
      deadline = hasDeadline ? calendarDay(faker.number.int({ min: 3, max: 56 })) : null;
    }
    const solution: Solution = {
      id: data.solutions.length + 1,
      companyId,
      content: template.content,
      description: describeAction(template, faker.number.int(2) === 0),
      status,
      deadline,
      group: template.group,
      level: template.level,
      questionTitle: template.questionTitle,
      updatedAt,
      assigneeId: faker.number.int(4) === 0 ? null : faker.helpers.arrayElement(members).id,
      leverId: null,
      kpiId: null,
    };
    data.solutions.push(solution);
  });
}

// ---- the copilote's chats -------------------------------------------------------------------------------------

function chat(
  seed: SeedContext,
  ticketId: number,
  openedDaysAgo: number,
  lines: readonly (readonly [number, string, string, string])[],
): void {
  const { data } = seed;
  data.chatTickets.push({ id: ticketId, createdAt: daysAgo(seed, openedDaysAgo, '08:00') });
  for (const [days, time, author, body] of lines) {
    const message: ChatMessage = {
      id: data.chatMessages.length + 1,
      ticketId,
      author,
      body,
      createdAt: daysAgo(seed, days, time),
    };
    data.chatMessages.push(message);
  }
}

/** The main company's conversation with its copilote, and Bâtir Ensemble's. */
function seedChats(seed: SeedContext, main: SeededCompany, others: readonly SeededCompany[]): void {
  const emailOf = (email: string) => persona(email).email;
  chat(
    seed,
    main.company.id,
    60,
    MAIN_CHAT.map(([days, time, who, body]) => [
      days,
      time,
      who === 'copilot'
        ? COPILOT_AUTHOR
        : emailOf(who === 'claire' ? 'claire.martin@verdance.fr' : 'hugo.bernard@verdance.fr'),
      body,
    ]),
  );
  const batir = others.find((entry) => entry.company.domain === 'batir-ensemble.fr');
  const batirHead = batir?.members[0];
  if (batir && batirHead) {
    chat(
      seed,
      batir.company.id,
      45,
      SECOND_CHAT.map(([days, time, who, body]) => [
        days,
        time,
        who === 'copilot' ? COPILOT_AUTHOR : batirHead.email,
        body,
      ]),
    );
  }
}

// ---- accounts with no company ---------------------------------------------------------------------------------

function seedAccountsWithoutCompany(seed: SeedContext): void {
  const { faker } = seed;
  const loner = (
    { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
    accountStatus: AccountStatus,
    createdAt: string,
  ) =>
    addUser(seed, {
      email,
      firstName,
      lastName,
      position: null,
      collaboratorRole: null,
      membershipRole: null,
      accountAuthLevel: 'USER',
      accountStatus,
      companyId: null,
      planAccess: planAccess(['NONE', 'NONE', 'NONE']),
      createdAt,
    });

  for (const email of ['nina.roux@atelier-lumen.fr', 'paul.girard@transports-azur.fr', 'julien.moreau@verdance.fr']) {
    const { firstName, lastName, accountStatus } = persona(email);
    loner({ email, firstName, lastName }, accountStatus, daysAgo(seed, faker.number.int({ min: 1, max: 3 })));
  }
  for (const [index, domain] of FREE_DOMAINS.entries()) {
    // Two confirmed, two still waiting for their confirmation e-mail.
    loner(
      randomPerson(seed, domain),
      index < 2 ? 'VALIDATED' : 'PENDING_VALIDATION',
      daysAgo(seed, faker.number.int({ min: 1, max: 30 })),
    );
  }
  // People who signed up with the domain of an existing company but never confirmed their e-mail.
  for (const domain of ['transports-azur.fr', 'batir-ensemble.fr', 'lexalis-avocats.fr']) {
    loner(randomPerson(seed, domain), 'PENDING_VALIDATION', daysAgo(seed, faker.number.int({ min: 1, max: 10 })));
  }
}

function buildQuestions(): FormQuestion[] {
  const orders = new Map<number, number>();
  return QUESTION_THEMES.map((theme, index) => {
    const order = (orders.get(theme.axe) ?? 0) + 1;
    orders.set(theme.axe, order);
    return { id: index + 1, axe: theme.axe, order, title: theme.title, isFreeText: theme.isFreeText };
  });
}

/** The main demo company, for tests and the demo console. */
export const MAIN_COMPANY_DOMAIN = MAIN_COMPANY.domain;
