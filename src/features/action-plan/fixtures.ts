import { type JsonBodyType, type RequestHandler } from 'msw';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import type { Schemas } from '@/api';
import { DIAGNOSIS_QUESTIONS } from '@/content/diagnosis';

import { localIsoDate } from './logic';
import { DIAGNOSIS_AXES } from '@/domain/axes';

/**
 * Wire-shaped data and MSW handlers for the action-plan stories: a small company with a plan in every state, built
 * with `build*(overrides)` helpers so each story says only what differs.
 */

type PlanSolution = Schemas['ActionPlanSolution'];
type Lever = Schemas['ActionPlanLever'];
type Answer = Schemas['ActionPlanAnswer'];

export const STORY_EMAIL = 'claire.martin@verdance.fr';
export const STORY_COMPANY_ID = 1;

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localIsoDate(date);
};

const DESCRIPTION =
  "<p><strong>Pourquoi ?</strong> On ne réduit bien que ce que l'on mesure.</p><p>[[boussole]] Premières étapes :</p><ul><li>Collecter les factures d'énergie</li><li>Choisir un outil de calcul</li></ul>";

export const storyCollaborators: Schemas['Collaborator'][] = [
  { id: 1, name: 'Claire', surname: 'Martin', role: 'Administrateur principal', email: STORY_EMAIL },
  { id: 2, name: 'Hugo', surname: 'Bernard', role: 'Administrateur secondaire', email: 'hugo.bernard@verdance.fr' },
  { id: 3, name: 'Léa', surname: 'Petit', role: 'Acteur', email: 'lea.petit@verdance.fr' },
];

const KPIS = [
  { id: 41, content: 'Émissions de gaz à effet de serre (tCO2e par an)' },
  { id: 42, content: 'Émissions par salarié (tCO2e)' },
];

export function buildSolution(overrides: Partial<PlanSolution> = {}): PlanSolution {
  return {
    id: 1,
    leverId: 14,
    questionId: 15,
    content: 'Réaliser un bilan carbone complet (scopes 1, 2 et 3)',
    description: DESCRIPTION,
    status: 'toRealize',
    deadline: day(10),
    group: 'Environnement',
    level: 'Niveau 2',
    questionTitle: 'Atténuation du changement climatique',
    assignee: { id: 2, name: 'Hugo', surname: 'Bernard', email: 'hugo.bernard@verdance.fr' },
    kpi: KPIS[0] ?? null,
    kpiOptions: KPIS,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export const storyPlan: PlanSolution[] = [
  buildSolution(),
  buildSolution({
    id: 2,
    content: 'Former les managers à la prévention des risques psychosociaux',
    group: 'Social',
    questionId: 10,
    questionTitle: 'Santé et sécurité',
    status: 'inProgress',
    deadline: day(-4),
    assignee: null,
    kpi: null,
  }),
  buildSolution({
    id: 3,
    content: 'Créer un comité RSE trimestriel ouvert aux collaborateurs',
    group: 'Gouvernance',
    questionId: 5,
    questionTitle: 'Gouvernance et partage de la décision',
    status: 'validated',
    deadline: null,
  }),
  buildSolution({
    id: 4,
    content: 'Intégrer des critères RSE dans la sélection des fournisseurs',
    group: 'Business',
    questionId: 22,
    questionTitle: 'Achats responsables',
    status: 'toRealize',
    deadline: null,
    assignee: null,
    kpi: null,
  }),
];

export function buildLever(overrides: Partial<Lever> = {}): Lever {
  return {
    id: 14,
    questionId: 15,
    questionTitle: 'Atténuation du changement climatique',
    axe: 4,
    axeName: 'Environnement',
    content: 'Réaliser un bilan carbone complet (scopes 1, 2 et 3)',
    description: DESCRIPTION,
    level: 'Niveau 3',
    kpiOptions: KPIS,
    currentLevel: 1,
    // As the server counts it: two levels on Environnement's five rated questions, 25 / 20 each.
    pointsToGain: 2.5,
    isPriority: true,
    planSolutionId: null,
    ...overrides,
  };
}

export const storyLevers: Lever[] = [
  buildLever(),
  buildLever({
    id: 20,
    questionId: 18,
    questionTitle: 'Utilisation durable des ressources et économie circulaire',
    content: 'Allonger la durée de vie du parc informatique',
    level: 'Niveau 2',
    currentLevel: 2,
    pointsToGain: 0,
    isPriority: false,
    planSolutionId: 7,
  }),
  buildLever({
    id: 5,
    questionId: 5,
    questionTitle: 'Gouvernance et partage de la décision',
    axe: 2,
    axeName: 'Gouvernance',
    content: 'Désigner un référent RSE avec une lettre de mission',
    level: 'Niveau 2',
    currentLevel: null,
    // Gouvernance has seven rated questions: 25 / 28 a level.
    pointsToGain: 50 / 28,
    isPriority: false,
  }),
  buildLever({
    id: 9,
    questionId: 10,
    questionTitle: 'Santé et sécurité',
    axe: 3,
    axeName: 'Social',
    content: "Mettre à jour le document unique d'évaluation des risques (DUERP)",
    level: 'Niveau 2',
    currentLevel: 2,
    pointsToGain: 0,
    isPriority: false,
  }),
];

/** The 27 questions answered with a fixed pattern; `answered` keeps only the first n. */
export function buildAnswers(answered = 27): Answer[] {
  return DIAGNOSIS_QUESTIONS.map((question, index) => {
    const axe = DIAGNOSIS_AXES.find((axis) => axis.slug === question.axis)?.questionAxe ?? 2;
    const content =
      index >= answered
        ? null
        : question.kind === 'free-text'
          ? 'Nous avons lancé des ateliers trimestriels avec les équipes.'
          : String((index % 4) + 1);
    return {
      formQuestionId: question.id,
      axe,
      order: question.order,
      title: question.heading,
      isFreeText: question.kind === 'free-text',
      content,
      updatedAt: content === null ? null : '2026-10-02T09:30:00.000Z',
    };
  });
}

export const storyResults: Schemas['ScoreResults'] = {
  result: 54,
  axe2Result: 16,
  axe3Result: 15,
  axe4Result: 11,
  axe5Result: 12,
};

export const storyCompany: Schemas['Company'] = {
  id: STORY_COMPANY_ID,
  companyId: STORY_COMPANY_ID,
  name: 'Verdance Conseil',
  sector: 'Services',
  activity: 'Conseil en stratégie',
  website: 'https://www.verdance.fr',
  employees_number: 48,
  created_at: '2025-09-20T09:00:00.000Z',
  expected_score: 'L2',
  improvement_axe: 'ENV',
  primary_axe: 'SOC',
  last_initiative: "Un forfait mobilités durables pour toute l'équipe.",
  domain: 'verdance.fr',
};

export const storyGrouped: Schemas['GroupedValidatedSolutions'] = {
  Gouvernance: {
    '2': [
      {
        solution: {
          content: 'Créer un comité RSE trimestriel ouvert aux collaborateurs',
          question: { title: 'Gouvernance et partage de la décision' },
        },
        updated_at: '2026-10-12T10:00:00.000Z',
      },
    ],
  },
  Environnement: {
    '1': [
      {
        solution: {
          content: 'Mettre en place le tri à la source des biodéchets',
          question: { title: "Pollution de l'eau, de l'air et des sols" },
        },
        updated_at: '2026-09-03T10:00:00.000Z',
      },
      {
        solution: {
          content: "Passer à un fournisseur d'électricité renouvelable",
          question: { title: 'Atténuation du changement climatique' },
        },
        updated_at: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
};

function storyHistory(): Schemas['ScoreHistory'] {
  const scores: Schemas['ScoreHistory']['scores'] = {};
  const now = new Date();
  for (let back = 11; back >= 0; back--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    scores[month] = back % 3 === 1 ? [] : [{ score: 54 - back * 2, date: `${month}-15T10:00:00.000Z` }];
  }
  return { scores };
}

const failure = (status: number) => () =>
  HttpResponse.json({ statusCode: status, message: 'Erreur', error: 'Error' }, { status });
/** The host answers 500. */
export const serverError = failure(500);
/** The host has no such route: a proposed extension missing there. */
export const missingExtension = failure(404);

type Resolver = () => Response | Promise<Response> | Promise<never>;

export interface StoryApi {
  plan?: Resolver;
  levers?: Resolver;
  answers?: Resolver;
  results?: Resolver;
  company?: Resolver;
  grouped?: Resolver;
  history?: Resolver;
  collaborators?: Resolver;
}

/** Every call the action-plan pages make, answered from the fixtures unless a story overrides one. */
export function storyHandlers(overrides: StoryApi = {}): RequestHandler[] {
  const answer = (resolver: Resolver | undefined, data: JsonBodyType) => resolver ?? (() => HttpResponse.json(data));
  return [
    storyHttp.get('/users/solutions/{email}/plan', answer(overrides.plan, storyPlan)),
    storyHttp.patch('/users/solutions/{email}/plan/{solutionId}', async ({ request, params }) => {
      const changes = (await request.json()) as Partial<PlanSolution>;
      const current = storyPlan.find((solution) => solution.id === Number(params.solutionId)) ?? buildSolution();
      return HttpResponse.json({ ...current, ...changes });
    }),
    storyHttp.get('/users/solutions/{email}/levers', answer(overrides.levers, storyLevers)),
    storyHttp.get('/form-response/default/{formId}/all', answer(overrides.answers, buildAnswers())),
    storyHttp.get('/results/{email}', answer(overrides.results, storyResults)),
    storyHttp.get('/api/companies/{companyId}', answer(overrides.company, storyCompany)),
    storyHttp.get(
      '/users/solutions/validated-grouped/{companyId}',
      answer(overrides.grouped, { success: true, message: storyGrouped }),
    ),
    storyHttp.get('/dashboard/scoreHistory', answer(overrides.history, storyHistory())),
    storyHttp.get('/users/company/', answer(overrides.collaborators, { message: storyCollaborators })),
  ];
}

/** 404 on the results call: the copilote has not evaluated the company yet. */
export const notEvaluated: Resolver = () =>
  HttpResponse.json(
    {
      statusCode: 404,
      message: "Aucune évaluation n'a encore été réalisée pour cette entreprise.",
      error: 'Not Found',
    },
    { status: 404 },
  );

/** A story's parameters with its description, which the Docs page shows under the story. */
function described(description: string, story: { args?: object; parameters?: object }) {
  return { ...story, parameters: { ...story.parameters, docs: { description: { story: description } } } };
}

/**
 * The meta and the states every action-plan page story shows (Mes progrès, Ma performance, Mon évaluation, Mon
 * pilotage): the page in the signed-in shell at its path, Claire's data, and the states of the call it waits on
 * first (`call`). Each stories file spreads them and adds the page's own states.
 */
export function planPageStories(path: string, call: keyof StoryApi) {
  return {
    meta: {
      args: { email: STORY_EMAIL, companyId: STORY_COMPANY_ID, role: 'Administrateur principal' as const },
      parameters: {
        layout: 'fullscreen',
        screen: 'signed-in',
        router: { initialEntries: [path] },
        msw: { handlers: storyHandlers() },
      },
    },
    states: {
      Loading: described('The data is on its way.', {
        parameters: { msw: { handlers: storyHandlers({ [call]: unanswered }) } },
      }),
      LoadFailed: described("The server failed: a French message and 'Réessayer'.", {
        parameters: { msw: { handlers: storyHandlers({ [call]: serverError }) } },
      }),
      ExtensionMissing: described(
        'A host without the proposed extension: the feature is said to be unavailable there.',
        {
          parameters: { msw: { handlers: storyHandlers({ [call]: missingExtension }) } },
        },
      ),
      ActeurReadOnly: described('An Acteur (Léa) reads the page: the menu shows her locked entries.', {
        args: { role: 'Acteur' as const },
      }),
      NoCompany: described('The account has no company yet.', { args: { companyId: null } }),
      LongContent: described(
        'Long French action and question titles and a long company name: where they wrap, at every width.',
        { parameters: { msw: { handlers: longTextHandlers() } } },
      ),
    },
  };
}

/** Long French titles, as a real plan has them: where they wrap, and that nothing overflows at 320 px. */
const LONG_ACTION =
  'Mettre en place un plan de mobilité employeur couvrant les trajets domicile-travail, les déplacements professionnels et la logistique du dernier kilomètre';
const LONG_QUESTION = 'Utilisation durable des ressources, écoconception des services et économie circulaire';

/** Every action-plan call answered with long texts (`LongContent` stories of the action-plan pages). */
export function longTextHandlers(): RequestHandler[] {
  const plan = storyPlan.map((solution, index) => ({
    ...solution,
    content: `${LONG_ACTION} (${index + 1})`,
    questionTitle: LONG_QUESTION,
  }));
  const levers = storyLevers.map((lever, index) => ({
    ...lever,
    content: `${LONG_ACTION} (${index + 1})`,
    questionTitle: LONG_QUESTION,
  }));
  const grouped: Schemas['GroupedValidatedSolutions'] = {
    Environnement: {
      '2': [1, 2, 3].map((index) => ({
        solution: { content: `${LONG_ACTION} (${index})`, question: { title: LONG_QUESTION } },
        updated_at: '2026-11-02T10:00:00.000Z',
      })),
    },
  };
  return storyHandlers({
    plan: () => HttpResponse.json(plan),
    levers: () => HttpResponse.json(levers),
    grouped: () => HttpResponse.json({ success: true, message: grouped }),
    company: () =>
      HttpResponse.json({
        ...storyCompany,
        name: 'Verdance Conseil, stratégie et transition des entreprises de services',
      }),
    answers: () =>
      HttpResponse.json(
        buildAnswers().map((answer) =>
          answer.isFreeText
            ? {
                ...answer,
                content:
                  "Nous avons lancé des ateliers trimestriels avec les équipes, ouverts aux représentants du personnel, dont les conclusions sont présentées au comité de direction puis publiées sur l'intranet.",
              }
            : answer,
        ),
      ),
  });
}
