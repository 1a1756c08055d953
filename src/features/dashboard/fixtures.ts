import type { HttpHandler } from 'msw';
import { HttpResponse, storyHttp, unanswered } from '@/api/story-http';
import type { Schemas } from '@/api';
import { periodMonths } from './score-history';

/**
 * Stories build the dashboard's answers here (the page's code never imports this module): a full company, an
 * empty one, a call that never answers and a call that fails, one MSW handler per API call.
 */

export const DASHBOARD_URLS = {
  results: '/results/{email}',
  scoreHistory: '/dashboard/scoreHistory',
  likedQuestions: '/dashboard/AlllikedQuestions',
  likedQuestionsCount: '/dashboard/likedQuestionsCount',
  userCount: '/users/count/{email}',
  employeesNumber: '/company/employees-number/{email}',
  upcomingSolutions: '/users/solutions/{email}/upcoming-solutions',
  statusCount: '/users/solutions/{email}/status-count',
  validatedGrouped: '/users/solutions/validated-grouped/{companyId}',
} as const;

export type DashboardCall = keyof typeof DASHBOARD_URLS;

/** A year of history ending this month: the best score rises, some months have two scores, two have none. */
export function sampleScoreHistory(duration: string | null): Schemas['ScoreHistory'] {
  const months = periodMonths(duration === '3m' || duration === '1y' ? duration : '6m');
  const allMonths = periodMonths('1y');
  const scores: Schemas['ScoreHistory']['scores'] = {};
  for (const month of months) {
    const index = allMonths.indexOf(month);
    if (index === 3 || index === 8) {
      scores[month] = [];
      continue;
    }
    const best = 30 + index * 2.5;
    scores[month] = [
      ...(index % 3 === 0 ? [{ score: best - 4, date: `${month}-04T09:00:00.000Z` }] : []),
      { score: best, date: `${month}-18T14:00:00.000Z` },
    ];
  }
  return { scores };
}

export const sampleLikedQuestions: Schemas['LikedQuestion'][] = [
  { questionTitle: 'Stratégie', questionLevel: 3, axeName: 'Gouvernance' },
  { questionTitle: 'Dialogue avec les parties prenantes', questionLevel: 2, axeName: 'Gouvernance' },
  { questionTitle: 'Santé et sécurité', questionLevel: 2, axeName: 'Social' },
  { questionTitle: 'Égalité femmes-hommes', questionLevel: 4, axeName: 'Social' },
  { questionTitle: 'Atténuation du changement climatique', questionLevel: 1, axeName: 'Environnement' },
  { questionTitle: 'Achats responsables', questionLevel: 2, axeName: 'Business' },
];

export const sampleLikedCount: Schemas['LikedQuestionsCount'] = {
  total: 6,
  gouvernance: 2,
  social: 2,
  environnement: 1,
  business: 1,
};

/** A calendar day `days` from today (local), as the API writes deadlines. */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function sampleUpcoming(count = 4): Schemas['UpcomingSolution'][] {
  const all: Schemas['UpcomingSolution'][] = [
    {
      id: 11,
      deadline: inDays(6),
      status: 'inProgress',
      description:
        '<p><strong>Pourquoi ?</strong> Des managers formés repèrent plus tôt les situations de surcharge.</p><p>[[boussole]] Premières étapes :</p><ul><li>Choisir un organisme de formation</li><li>Planifier deux sessions</li></ul>',
    },
    {
      id: 12,
      deadline: inDays(15),
      status: 'toRealize',
      description: "<p>Publier la politique d'achats responsables sur l'intranet.</p>",
    },
    {
      id: 13,
      deadline: inDays(28),
      status: 'inProgress',
      description: '<p>Réaliser le <strong>bilan carbone</strong> simplifié des scopes 1 et 2.</p>',
    },
    {
      id: 14,
      deadline: inDays(40),
      status: 'toRealize',
      description: '<p>Mettre en place un comité RSE trimestriel avec les représentants du personnel.</p>',
    },
  ];
  return all.slice(0, count);
}

/** Validated actions of the last months, grouped by axis then level as the API sends them. */
export function sampleAchievements(count = 3): Schemas['GroupedValidatedSolutions'] {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const entries = [
    ['Environnement', '3', 'Réaliser un bilan carbone simplifié', 'Atténuation du changement climatique', 9],
    ['Social', '2', 'Publier une charte de télétravail', 'Conditions de travail', 35],
    ['Gouvernance', '2', "Formaliser la raison d'être de l'entreprise", "Raison d'être", 80],
    ['Business', '1', 'Adopter une charte éthique et anticorruption', 'Éthique des affaires', 120],
  ] as const;
  const grouped: Schemas['GroupedValidatedSolutions'] = {};
  for (const [axis, level, content, title, days] of entries.slice(0, count)) {
    const byLevel = (grouped[axis] ??= {});
    (byLevel[level] ??= []).push({ solution: { content, question: { title } }, updated_at: daysAgo(days) });
  }
  return grouped;
}

/** Answers of a company fully under way. */
export function fullDataHandlers(): HttpHandler[] {
  return [
    storyHttp.get(DASHBOARD_URLS.results, () =>
      HttpResponse.json({ result: 58, axe2Result: 17, axe3Result: 15, axe4Result: 12, axe5Result: 14 }),
    ),
    storyHttp.get(DASHBOARD_URLS.scoreHistory, ({ request }) =>
      HttpResponse.json(sampleScoreHistory(new URL(request.url).searchParams.get('duration'))),
    ),
    storyHttp.get(DASHBOARD_URLS.likedQuestions, () => HttpResponse.json(sampleLikedQuestions)),
    storyHttp.get(DASHBOARD_URLS.likedQuestionsCount, () => HttpResponse.json(sampleLikedCount)),
    storyHttp.get(DASHBOARD_URLS.userCount, () => HttpResponse.json({ totalUsers: 12 })),
    storyHttp.get(DASHBOARD_URLS.employeesNumber, () => HttpResponse.json(48)),
    storyHttp.get(DASHBOARD_URLS.upcomingSolutions, () => HttpResponse.json(sampleUpcoming())),
    storyHttp.get(DASHBOARD_URLS.statusCount, () => HttpResponse.json({ validated: 9, inProgress: 8, toRealize: 8 })),
    storyHttp.get(DASHBOARD_URLS.validatedGrouped, () =>
      HttpResponse.json({ success: true, message: sampleAchievements() }),
    ),
  ];
}

/** Answers of a company not evaluated yet, with nothing planned. */
export function emptyCompanyHandlers(): HttpHandler[] {
  return [
    storyHttp.get(DASHBOARD_URLS.results, () =>
      HttpResponse.json(
        {
          statusCode: 404,
          message: "Aucune évaluation n'a encore été réalisée pour cette entreprise.",
          error: 'Not Found',
        },
        { status: 404 },
      ),
    ),
    storyHttp.get(DASHBOARD_URLS.scoreHistory, ({ request }) => {
      const duration = new URL(request.url).searchParams.get('duration');
      const months = periodMonths(duration === '3m' || duration === '1y' ? duration : '6m');
      return HttpResponse.json({ scores: Object.fromEntries(months.map((month) => [month, []])) });
    }),
    storyHttp.get(DASHBOARD_URLS.likedQuestions, () => HttpResponse.json([])),
    storyHttp.get(DASHBOARD_URLS.likedQuestionsCount, () =>
      HttpResponse.json({ total: 0, gouvernance: 0, social: 0, environnement: 0, business: 0 }),
    ),
    storyHttp.get(DASHBOARD_URLS.userCount, () => HttpResponse.json({ totalUsers: 1 })),
    storyHttp.get(DASHBOARD_URLS.employeesNumber, () => HttpResponse.json(8)),
    storyHttp.get(DASHBOARD_URLS.upcomingSolutions, () => HttpResponse.json([])),
    storyHttp.get(DASHBOARD_URLS.statusCount, () => HttpResponse.json({ validated: 0, inProgress: 0, toRealize: 0 })),
    storyHttp.get(DASHBOARD_URLS.validatedGrouped, () => HttpResponse.json({ success: true, message: {} })),
  ];
}

/** These calls never answer (their sections keep their loaders). */
export function pendingHandlers(calls: readonly DashboardCall[] = Object.keys(DASHBOARD_URLS) as DashboardCall[]) {
  return calls.map((call) => storyHttp.get(DASHBOARD_URLS[call], unanswered));
}

/** These calls fail with a 500 (their sections offer 'Réessayer'). */
export function failingHandlers(calls: readonly DashboardCall[] = Object.keys(DASHBOARD_URLS) as DashboardCall[]) {
  return calls.map((call) =>
    storyHttp.get(DASHBOARD_URLS[call], () =>
      HttpResponse.json(
        { statusCode: 500, message: 'Erreur interne du serveur.', error: 'Internal Server Error' },
        { status: 500 },
      ),
    ),
  );
}

/** Long French issue titles, deadlines and achievements (the dashboard's `LongContent` story), then the rest. */
export function longTextHandlers(): HttpHandler[] {
  const longTitle = (title: string) => `${title} : engagements, indicateurs et plan de progrès à trois ans`;
  const achievements = sampleAchievements(4);
  for (const byLevel of Object.values(achievements)) {
    for (const entries of Object.values(byLevel)) {
      for (const entry of entries) {
        entry.solution.content = `${entry.solution.content}, avec un suivi trimestriel partagé avec les équipes et les représentants du personnel`;
      }
    }
  }
  return [
    storyHttp.get(DASHBOARD_URLS.likedQuestions, () =>
      HttpResponse.json(
        sampleLikedQuestions.map((question) => ({ ...question, questionTitle: longTitle(question.questionTitle) })),
      ),
    ),
    storyHttp.get(DASHBOARD_URLS.upcomingSolutions, () =>
      HttpResponse.json(
        sampleUpcoming().map((solution) => ({
          ...solution,
          description: `${solution.description}<p>Associer les représentants du personnel, le service achats et la direction financière à chaque étape, puis présenter le bilan au comité de direction.</p>`,
        })),
      ),
    ),
    storyHttp.get(DASHBOARD_URLS.validatedGrouped, () => HttpResponse.json({ success: true, message: achievements })),
    ...fullDataHandlers(),
  ];
}
