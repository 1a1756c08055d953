import { Faker, base, en, fr } from '@faker-js/faker';
import {
  COPILOT_AUTHOR,
  PLANS,
  SECTORS,
  findAxisByNumber,
  presetPageIds,
  type CollaboratorRole,
  type SolutionStatus,
} from '../db/constants';
import { computeScores } from '../db/scoring';
import type {
  ChatMessage,
  Company,
  CompanyDocument,
  DatabaseSnapshot,
  FormQuestion,
  FormResponse,
  KpiOption,
  Lever,
  Solution,
  SurveyResponse,
  User,
} from '../db/schema';
import { AGREEMENT_SCALE, SURVEY_INTRO, SURVEY_QUESTIONS, SURVEY_TITLE } from '../db/survey-template';
import { ACTION_TEMPLATES, FREE_TEXT_ANSWERS, HEAD_POSITIONS, POSITIONS_BY_SECTOR } from './content';
import { HORIZON_DOMAIN, HORIZON_EMAIL } from './personas';
import { slug } from './slug';

/**
 * Groupe Horizon, the demo's large company (issue 34), and the platform around it: an ETI of 2,400 collaborators
 * with its diagnosis answered and eight years of monthly scores, every lever of the catalogue in its plan (owner,
 * deadline, KPI), 400 achievements, 500 internal documents, a staff survey with 2,000 answers (600 comments) and a
 * copilote chat of 2,000 messages; and 400 other companies with 9,600 people, so the platform admin sees 12,000 users.
 *
 * Built in the browser the first time someone signs in to it (horizon-loader.ts), never at start-up: faker and this
 * module are a chunk of their own, loaded then. Deterministic: a private French faker with a fixed seed, every date
 * computed from `day`, every id from `firstIds`; the same day and the same store give the same records.
 */

export const HORIZON_FAKER_SEED = 3400;
export const HORIZON_SIZE = {
  collaborators: 2400,
  secondaryAdmins: 24,
  scoreMonths: 96,
  achievements: 400,
  documents: 500,
  surveyAnswers: 2000,
  surveyComments: 600,
  chatMessages: 2000,
  otherCompanies: 400,
  otherCompanyStaff: 24,
} as const;

/** The collections Horizon adds records to. */
const HORIZON_COLLECTIONS = [
  'users',
  'companies',
  'pageAuthorizations',
  'formResponses',
  'scoreResults',
  'scoreHistory',
  'likedQuestions',
  'solutions',
  'chatTickets',
  'chatMessages',
  'companyDocuments',
  'surveys',
  'surveyResponses',
] as const;
export type HorizonData = Pick<DatabaseSnapshot, (typeof HORIZON_COLLECTIONS)[number]>;

export interface HorizonInput {
  /** Today: dates are computed from it (same day, same data). */
  day: Date;
  /** The first free id of each collection the builder adds to. */
  firstIds: Readonly<
    Record<
      | 'users'
      | 'companies'
      | 'pageAuthorizations'
      | 'formResponses'
      | 'scoreHistory'
      | 'likedQuestions'
      | 'solutions'
      | 'chatMessages'
      | 'companyDocuments'
      | 'surveys'
      | 'surveyResponses',
      number
    >
  >;
  /** The demo password's hash, shared by every generated account (hashing 12,000 would take minutes). */
  passwordHash: string;
  questions: readonly FormQuestion[];
  levers: readonly Lever[];
  kpiOptions: readonly KpiOption[];
  /** Lets the page breathe between batches (the builder runs in the page). */
  pause?: () => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const DOCUMENT_KINDS = [
  ['Bilan carbone', 'csv'],
  ['Rapport RSE', 'txt'],
  ['Compte rendu du comité RSE', 'txt'],
  ['Plan de mobilité employeur', 'txt'],
  ['Index égalité professionnelle', 'csv'],
  ['Charte achats responsables', 'txt'],
  ['Registre des déchets', 'csv'],
  ['Accord qualité de vie au travail', 'txt'],
  ['Politique handicap', 'txt'],
  ["Suivi des consommations d'énergie", 'csv'],
] as const;

const HORIZON_COMMENTS = [
  "Les navettes entre les sites devraient passer à l'électrique.",
  "On manque d'informations sur les résultats du bilan carbone dans notre établissement.",
  'Le télétravail a vraiment amélioré mon équilibre, merci de le garder.',
  "Les ateliers de sensibilisation sont trop souvent pendant les pics d'activité.",
  'Il faudrait un référent RSE par site, pas seulement au siège.',
  "Bravo pour le tri des déchets à l'atelier, c'est devenu un réflexe.",
  "Les fournisseurs locaux devraient être favorisés dans les appels d'offres.",
  'La formation sécurité des nouveaux arrivants est excellente.',
  "Plus de transparence sur les écarts de rémunération, s'il vous plaît.",
  "Le restaurant d'entreprise pourrait proposer plus de produits de saison.",
  "Je ne sais pas à qui m'adresser pour proposer une idée d'économie d'énergie.",
  'Les réunions RSE devraient être ouvertes aux équipes de nuit.',
];

const CHAT_LINES = [
  "Bonjour, pouvez-vous nous aider à prioriser les leviers sociaux pour l'an prochain ?",
  'Bien sûr. Commençons par les leviers où votre score progresse le moins.',
  'Nous avons mis à jour le bilan carbone du site de Lyon.',
  "Merci, je regarde les chiffres et je reviens vers vous avec une proposition d'indicateur.",
  'Le comité de direction valide le plan mobilité.',
  'Excellente nouvelle : pensez à suivre le taux de covoiturage chaque trimestre.',
  "Pouvons-nous décaler l'échéance de l'action achats responsables ?",
  'Oui, indiquez la nouvelle date dans Mon pilotage, je mettrai à jour le suivi.',
  "L'enquête auprès des collaborateurs a dépassé 2 000 réponses.",
  "Bravo ! Les commentaires sur la communication interne méritent un plan d'action.",
];

/**
 * What every part of the build writes with: the private faker (its sequence is the data: the parts below must draw
 * from it in the order they always have), the input, the records being filled, today and the ids and e-mails given.
 */
interface HorizonBuild {
  faker: Faker;
  input: HorizonInput;
  data: HorizonData;
  /** 09:00 UTC on `input.day`. */
  today: number;
  nextId: (collection: keyof HorizonInput['firstIds']) => number;
  usedEmails: Set<string>;
  pause: () => Promise<void>;
}

/** Builds Horizon and the platform's other companies (see the header). */
export async function buildHorizon(input: HorizonInput): Promise<HorizonData> {
  const faker = new Faker({ locale: [fr, en, base] });
  faker.seed(HORIZON_FAKER_SEED);
  const today = Date.UTC(input.day.getUTCFullYear(), input.day.getUTCMonth(), input.day.getUTCDate(), 9);
  faker.setDefaultRefDate(new Date(today));
  const ids = { ...input.firstIds };
  const build: HorizonBuild = {
    faker,
    input,
    data: Object.fromEntries(HORIZON_COLLECTIONS.map((name) => [name, []])) as unknown as HorizonData,
    today,
    nextId: (collection) => ids[collection]++,
    usedEmails: new Set<string>(),
    pause: input.pause ?? (() => Promise.resolve()),
  };

  const company = horizonCompany(build);
  const members = await seedHorizonStaff(build, company);
  const director = members[0]!;
  const owners = members.slice(0, 200);
  seedHorizonDiagnosis(build, company, director);
  seedHorizonPlan(build, company, owners);
  await build.pause();
  seedHorizonDocuments(build, company, owners);
  seedHorizonSurvey(build, company);
  await build.pause();
  seedHorizonChat(build, company, [director, ...owners.slice(1, 6)]);
  await seedOtherCompanies(build);
  return build.data;
}

/** A moment `days` days before today, at a working hour. */
function daysAgo({ faker, today }: HorizonBuild, days: number): string {
  const date = new Date(today - days * DAY_MS);
  date.setUTCHours(faker.number.int({ min: 7, max: 18 }), faker.number.int(59), 0, 0);
  return date.toISOString();
}

/** A calendar date `daysFromToday` days after today (YYYY-MM-DD). */
function calendarDay({ today }: HorizonBuild, daysFromToday: number): string {
  return new Date(today + daysFromToday * DAY_MS).toISOString().slice(0, 10);
}

/** Someone new at `domain`, with an e-mail no one has yet. */
function person({ faker, usedEmails }: HorizonBuild, domain: string) {
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const stem = `${slug(firstName)}.${slug(lastName)}`;
  let email = `${stem}@${domain}`;
  for (let suffix = 2; usedEmails.has(email); suffix++) email = `${stem}${suffix}@${domain}`;
  usedEmails.add(email);
  return { firstName, lastName, email, feminine: sex === 'female' };
}

function planAccess(levels: readonly ('NONE' | 'READ')[]) {
  return PLANS.map((plan, index) => ({ id: plan.id, plan: plan.plan, access: levels[index] ?? 'NONE' }));
}

// ---- Groupe Horizon -----------------------------------------------------------------------------------------------

function horizonCompany({ data, today, nextId }: HorizonBuild): Company {
  const company: Company = {
    id: nextId('companies'),
    name: 'Groupe Horizon',
    domain: HORIZON_DOMAIN,
    sector: 'Transport',
    activity: 'Logistique, entreposage et transport de marchandises sur douze sites en France',
    website: 'https://www.groupe-horizon.fr',
    employeesNumber: HORIZON_SIZE.collaborators,
    createdAt: new Date(today - 9 * 365 * DAY_MS).toISOString(),
    expectedScore: 'L3',
    primaryAxe: 'ENV',
    improvementAxe: 'SOC',
    lastInitiative: "Passage de la flotte de livraison urbaine à l'électrique sur quatre métropoles.",
  };
  data.companies.push(company);
  return company;
}

/** Horizon's 2,400 collaborators, its director first, with their page accesses. */
async function seedHorizonStaff(build: HorizonBuild, company: Company): Promise<User[]> {
  const { faker, input, data, nextId } = build;
  const levels = ['READ', 'READ', 'READ'] as const;
  const positions = POSITIONS_BY_SECTOR.Transport;
  const addMember = (
    who: { firstName: string; lastName: string; email: string; feminine: boolean },
    role: CollaboratorRole,
    position: string,
    createdAt: string,
  ): User => {
    const user: User = {
      id: nextId('users'),
      email: who.email,
      password: input.passwordHash,
      firstName: who.firstName,
      lastName: who.lastName,
      position,
      collaboratorRole: role,
      membershipRole: role === 'Acteur' ? 'MEMBER' : 'ADMIN',
      accountAuthLevel: 'USER',
      accountStatus: faker.number.int(30) === 0 ? 'VALIDATED' : 'ACTIVE',
      companyId: company.id,
      planAccess: planAccess(levels),
      createdAt,
    };
    if (who.email === HORIZON_EMAIL) user.accountStatus = 'ACTIVE';
    data.users.push(user);
    for (const pageId of presetPageIds(role)) {
      data.pageAuthorizations.push({ id: nextId('pageAuthorizations'), userId: user.id, pageId });
    }
    return user;
  };

  build.usedEmails.add(HORIZON_EMAIL);
  const director = addMember(
    { firstName: 'Hélène', lastName: 'Vasseur', email: HORIZON_EMAIL, feminine: true },
    'Administrateur principal',
    'Directrice générale',
    company.createdAt,
  );
  const members: User[] = [director];
  for (let index = 1; index < HORIZON_SIZE.collaborators; index++) {
    const who = person(build, HORIZON_DOMAIN);
    const role: CollaboratorRole = index <= HORIZON_SIZE.secondaryAdmins ? 'Administrateur secondaire' : 'Acteur';
    const position = faker.helpers.arrayElement(positions)[who.feminine ? 1 : 0];
    members.push(addMember(who, role, position, daysAgo(build, faker.number.int({ min: 2, max: 9 * 365 - 2 }))));
    if (index % 400 === 0) await build.pause();
  }
  return members;
}

/** The diagnosis the director answered, eight years of monthly scores, the current result and six issues. */
function seedHorizonDiagnosis(build: HorizonBuild, company: Company, director: User): void {
  const { faker, input, data, nextId } = build;
  const rated = input.questions.filter((question) => !question.isFreeText);
  const responses: FormResponse[] = input.questions.map((question) => ({
    id: nextId('formResponses'),
    companyId: company.id,
    userId: director.id,
    formQuestionId: question.id,
    content: question.isFreeText
      ? faker.helpers.arrayElement(FREE_TEXT_ANSWERS[question.axe as keyof typeof FREE_TEXT_ANSWERS])
      : String(
          faker.helpers.weightedArrayElement([
            { value: 2, weight: 3 },
            { value: 3, weight: 4 },
            { value: 4, weight: 2 },
          ]),
        ),
    updatedAt: daysAgo(build, faker.number.int({ min: 20, max: 60 })),
  }));
  data.formResponses.push(...responses);
  const scores = computeScores(input.questions, responses);
  const months = HORIZON_SIZE.scoreMonths;
  for (let step = months - 1; step >= 0; step--) {
    const progress = (months - 1 - step) / (months - 1);
    const trend = Math.round(18 + (scores.result - 18) * progress);
    const score =
      step === 0 ? scores.result : Math.max(0, Math.min(scores.result, trend + faker.number.int({ min: -3, max: 2 })));
    const date = new Date(
      Date.UTC(
        input.day.getUTCFullYear(),
        input.day.getUTCMonth() - step - 1,
        faker.number.int({ min: 5, max: 25 }),
        14,
      ),
    );
    data.scoreHistory.push({ id: nextId('scoreHistory'), companyId: company.id, score, date: date.toISOString() });
  }
  data.scoreResults.push({
    companyId: company.id,
    ...scores,
    evaluatedAt: data.scoreHistory.at(-1)?.date ?? daysAgo(build, 10),
  });
  for (const question of faker.helpers.arrayElements(rated, 6)) {
    data.likedQuestions.push({
      id: nextId('likedQuestions'),
      companyId: company.id,
      questionTitle: question.title,
      questionLevel: Number(responses.find((response) => response.formQuestionId === question.id)?.content ?? 0),
      axeName: findAxisByNumber(question.axe)?.name ?? 'Business',
    });
  }
}

/** The plan: every lever of the catalogue (owner, deadline, KPI), then 400 achievements. */
function seedHorizonPlan(build: HorizonBuild, company: Company, owners: readonly User[]): void {
  const { faker, input, data, nextId } = build;
  const questionById = new Map(input.questions.map((question) => [question.id, question]));
  const templateByContent = new Map(ACTION_TEMPLATES.map((template) => [template.content, template]));
  for (const lever of input.levers) {
    const status = faker.helpers.arrayElement<SolutionStatus>(['toRealize', 'inProgress', 'inProgress', 'validated']);
    const options = input.kpiOptions.filter((option) => option.leverId === lever.id && option.companyId === null);
    const template = templateByContent.get(lever.content);
    const solution: Solution = {
      id: nextId('solutions'),
      companyId: company.id,
      content: lever.content,
      description: lever.description,
      status,
      deadline:
        status === 'validated'
          ? calendarDay(build, -faker.number.int({ min: 5, max: 150 }))
          : calendarDay(build, faker.number.int({ min: 7, max: 240 })),
      group: template?.group ?? 'Gouvernance',
      level: lever.level,
      questionTitle: questionById.get(lever.formQuestionId)?.title ?? template?.questionTitle ?? '',
      updatedAt: daysAgo(build, faker.number.int({ min: 1, max: 90 })),
      assigneeId: faker.helpers.arrayElement(owners).id,
      leverId: lever.id,
      kpiId: options.length > 0 ? faker.helpers.arrayElement(options).id : null,
    };
    data.solutions.push(solution);
  }
  for (let index = 0; index < HORIZON_SIZE.achievements; index++) {
    const template = ACTION_TEMPLATES[index % ACTION_TEMPLATES.length];
    if (!template) break;
    const doneDaysAgo = faker.number.int({ min: 3, max: 8 * 365 });
    const site = faker.location.city();
    data.solutions.push({
      id: nextId('solutions'),
      companyId: company.id,
      content: `${template.content} — site de ${site}`,
      description: `<p><strong>Pourquoi ?</strong> ${template.why}</p>`,
      status: 'validated',
      deadline: calendarDay(build, -doneDaysAgo + faker.number.int({ min: 0, max: 20 })),
      group: template.group,
      level: template.level,
      questionTitle: template.questionTitle,
      updatedAt: daysAgo(build, doneDaysAgo),
      assigneeId: faker.helpers.arrayElement(owners).id,
      leverId: null,
      kpiId: null,
    });
  }
}

/** 500 internal documents over eight years (their bytes are `horizonDocumentBytes`, written by the worker). */
function seedHorizonDocuments(build: HorizonBuild, company: Company, owners: readonly User[]): void {
  const { faker, input, data, nextId } = build;
  for (let index = 0; index < HORIZON_SIZE.documents; index++) {
    const [title, extension] = DOCUMENT_KINDS[index % DOCUMENT_KINDS.length] ?? DOCUMENT_KINDS[0];
    const year = input.day.getUTCFullYear() - Math.floor(index / 60);
    const document: CompanyDocument = {
      id: nextId('companyDocuments'),
      companyId: company.id,
      name: `${title} ${year} — ${faker.location.city()}.${extension}`.slice(0, 100),
      mimeType: extension === 'csv' ? 'text/csv' : 'text/plain',
      size: 0,
      uploadedById: faker.helpers.arrayElement(owners).id,
      uploadedAt: daysAgo(build, faker.number.int({ min: 1, max: 8 * 365 })),
      fileKey: `horizon-document-${String(index + 1).padStart(4, '0')}`,
    };
    document.size = horizonDocumentBytes(document).length;
    data.companyDocuments.push(document);
  }
}

/** The staff survey, launched 60 days ago: 2,000 answers, 600 of them with a comment, in the order they came. */
function seedHorizonSurvey({ faker, data, today, nextId }: HorizonBuild, company: Company): void {
  const surveyId = nextId('surveys');
  const launchedAt = new Date(today - 60 * DAY_MS);
  data.surveys.push({
    id: surveyId,
    companyId: company.id,
    title: SURVEY_TITLE,
    intro: SURVEY_INTRO,
    shareToken: 'groupe-horizon-perception-rse',
    questions: SURVEY_QUESTIONS.map((question) => ({ ...question, options: [...question.options] })),
    createdAt: launchedAt.toISOString(),
  });
  const commented = new Set(
    faker.helpers.arrayElements(
      Array.from({ length: HORIZON_SIZE.surveyAnswers }, (_, index) => index),
      HORIZON_SIZE.surveyComments,
    ),
  );
  const answers: SurveyResponse[] = [];
  for (let index = 0; index < HORIZON_SIZE.surveyAnswers; index++) {
    const submittedAt = new Date(launchedAt.getTime() + faker.number.int({ min: 0, max: 55 }) * DAY_MS);
    submittedAt.setUTCHours(faker.number.int({ min: 6, max: 21 }), faker.number.int(59), 0, 0);
    answers.push({
      id: 0,
      surveyId,
      answers: SURVEY_QUESTIONS.flatMap((question) => {
        if (question.kind === 'scale')
          return [{ questionId: question.id, value: faker.helpers.arrayElement(AGREEMENT_SCALE) }];
        if (question.kind === 'choice')
          return [{ questionId: question.id, value: faker.helpers.arrayElement(question.options) }];
        return commented.has(index)
          ? [{ questionId: question.id, value: faker.helpers.arrayElement(HORIZON_COMMENTS) }]
          : [];
      }),
      submittedAt: submittedAt.toISOString(),
    });
  }
  answers
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
    .forEach((answer) => data.surveyResponses.push({ ...answer, id: nextId('surveyResponses') }));
}

/** Two years of the copilote chat: 2,000 messages, the copilote answering the director and five owners in turn. */
function seedHorizonChat({ faker, data, today, nextId }: HorizonBuild, company: Company, speakers: readonly User[]) {
  data.chatTickets.push({ id: company.id, createdAt: new Date(today - 2 * 365 * DAY_MS).toISOString() });
  const messages: ChatMessage[] = [];
  for (let index = 0; index < HORIZON_SIZE.chatMessages; index++) {
    const fromCopilot = index % 2 === 1;
    const line = CHAT_LINES[(index * 7 + (fromCopilot ? 1 : 0)) % CHAT_LINES.length] ?? CHAT_LINES[0];
    const daysBack = Math.floor(((HORIZON_SIZE.chatMessages - index) * 2 * 365) / HORIZON_SIZE.chatMessages);
    const createdAt = new Date(today - daysBack * DAY_MS - (HORIZON_SIZE.chatMessages - index) * 60_000);
    messages.push({
      id: nextId('chatMessages'),
      ticketId: company.id,
      author: fromCopilot ? COPILOT_AUTHOR : faker.helpers.arrayElement(speakers).email,
      body: line ?? 'Bonjour',
      createdAt: createdAt.toISOString(),
    });
  }
  data.chatMessages.push(...messages);
}

/** The rest of the platform: 400 companies of 24 people, their accounts confirmed but not yet opened. */
async function seedOtherCompanies(build: HorizonBuild): Promise<void> {
  const { faker, input, data, today, nextId } = build;
  const usedDomains = new Set([HORIZON_DOMAIN]);
  for (let index = 0; index < HORIZON_SIZE.otherCompanies; index++) {
    const name = faker.company.name();
    let domain = `${slug(name).slice(0, 40)}.fr`;
    for (let suffix = 2; usedDomains.has(domain); suffix++) domain = `${slug(name).slice(0, 36)}-${suffix}.fr`;
    usedDomains.add(domain);
    const sector = faker.helpers.arrayElement(SECTORS);
    const createdDaysAgo = faker.number.int({ min: 30, max: 6 * 365 });
    const other: Company = {
      id: nextId('companies'),
      name,
      domain,
      sector,
      activity: '',
      website: `https://www.${domain}`,
      employeesNumber: faker.number.int({ min: 20, max: 400 }),
      createdAt: new Date(today - createdDaysAgo * DAY_MS).toISOString(),
      expectedScore: null,
      primaryAxe: null,
      improvementAxe: null,
      lastInitiative: null,
    };
    data.companies.push(other);
    for (let member = 0; member < HORIZON_SIZE.otherCompanyStaff; member++) {
      const who = person(build, domain);
      const role: CollaboratorRole = member === 0 ? 'Administrateur principal' : 'Acteur';
      const titles = member === 0 ? HEAD_POSITIONS : POSITIONS_BY_SECTOR[sector];
      data.users.push({
        id: nextId('users'),
        email: who.email,
        password: input.passwordHash,
        firstName: who.firstName,
        lastName: who.lastName,
        position: faker.helpers.arrayElement(titles)[who.feminine ? 1 : 0],
        collaboratorRole: role,
        membershipRole: role === 'Acteur' ? 'MEMBER' : 'ADMIN',
        accountAuthLevel: 'USER',
        // Their accounts are confirmed, not yet opened: none of them has page access in the demo.
        accountStatus: 'VALIDATED',
        companyId: other.id,
        planAccess: planAccess(['READ', 'NONE', 'NONE']),
        createdAt: new Date(today - faker.number.int({ min: 1, max: createdDaysAgo }) * DAY_MS).toISOString(),
      });
    }
    if (index % 50 === 0) await build.pause();
  }
}

/** The bytes of a generated document: a short text (or CSV) that says what it is. */
export function horizonDocumentBytes(document: Pick<CompanyDocument, 'name' | 'mimeType'>): Uint8Array {
  const text =
    document.mimeType === 'text/csv'
      ? `indicateur;valeur;unité\nconsommation;${document.name.length * 37};kWh\n`
      : `${document.name}\n\nDocument interne de démonstration (Groupe Horizon).\n`;
  return new TextEncoder().encode(text);
}
