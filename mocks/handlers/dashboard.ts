import { collaboratorCount, db, type AxisName } from '../db';
import { badRequest, notFound } from './errors';
import { requireEmail } from './input';
import type { ApiHttp, Schemas } from './kit';
import { assertSameCompany, requireCompanyId, requireCompanyMember, requireUser, type StoredUser } from './session';

/** Dashboard: score history, latest results, priority issues (liked questions) and the number of collaborators. */

const PERIOD_MONTHS = { '3m': 3, '6m': 6, '1y': 12 } as const;
type Duration = keyof typeof PERIOD_MONTHS;

const isDuration = (value: string | null): value is Duration => value !== null && Object.hasOwn(PERIOD_MONTHS, value);

const LIKED_COUNT_KEY: Record<AxisName, Exclude<keyof Schemas['LikedQuestionsCount'], 'total'>> = {
  Gouvernance: 'gouvernance',
  Social: 'social',
  Environnement: 'environnement',
  Business: 'business',
};

/** 'YYYY-MM' of an instant, in UTC: stored dates are UTC instants, so months do not shift with the viewer's zone. */
function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month keys of a period ending at the current month, oldest first (3m: this month and the two before). */
export function periodMonthKeys(duration: Duration, now: Date): string[] {
  const months = PERIOD_MONTHS[duration];
  return Array.from({ length: months }, (_, index) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - index), 1))),
  );
}

/** A positive integer written in decimal digits, or null. */
export function parsePositiveInteger(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Decodes a percent-encoded value once; a malformed encoding is kept as is (and then fails validation). */
function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The caller's company, when an e-mail in the path or query addresses one of its members (the dashboard and
 * solutions calls name the company by a member's e-mail): the caller must have a company (403), the e-mail must be
 * well formed (400) and belong to a known user (404) of the caller's company (403 for another company's member).
 */
export function companyAddressedBy(user: StoredUser, rawEmail: string | null | undefined): number {
  const companyId = requireCompanyId(user);
  const email = requireEmail(rawEmail == null ? rawEmail : safeDecode(rawEmail));
  requireCompanyMember(user, encodeURIComponent(email));
  return companyId;
}

export function dashboardHandlers(http: ApiHttp) {
  return [
    http.get('/dashboard/scoreHistory', async ({ request, response }) => {
      const user = await requireUser(request);
      const search = new URL(request.url).searchParams;
      const duration = search.get('duration');
      if (!isDuration(duration)) throw badRequest('La période doit valoir 3m, 6m ou 1y.');
      const companyId = parsePositiveInteger(search.get('companyId'));
      if (companyId === null) throw badRequest("L'identifiant d'entreprise est invalide.");
      assertSameCompany(user, companyId);

      const keys = periodMonthKeys(duration, new Date());
      // Every month of the period is present (empty when nothing was evaluated), so the chart has no gaps to guess.
      const scores: Schemas['ScoreHistory']['scores'] = Object.fromEntries(keys.map((key) => [key, []]));
      const entries = db.scoreHistory
        .findMany((q) => q.where({ companyId }))
        .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
      for (const entry of entries) {
        scores[monthKey(new Date(entry.date))]?.push({ score: entry.score, date: entry.date });
      }
      return response(200).json({ scores });
    }),

    http.get('/dashboard/likedQuestionsCount', async ({ request, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, new URL(request.url).searchParams.get('email'));
      const counts: Schemas['LikedQuestionsCount'] = {
        total: 0,
        gouvernance: 0,
        social: 0,
        environnement: 0,
        business: 0,
      };
      for (const liked of db.likedQuestions.findMany((q) => q.where({ companyId }))) {
        counts.total += 1;
        counts[LIKED_COUNT_KEY[liked.axeName]] += 1;
      }
      return response(200).json(counts);
    }),

    http.get('/dashboard/AlllikedQuestions', async ({ request, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, new URL(request.url).searchParams.get('email'));
      const liked = db.likedQuestions
        .findMany((q) => q.where({ companyId }))
        .sort((a, b) => a.id - b.id)
        .map(({ questionTitle, questionLevel, axeName }) => ({ questionTitle, questionLevel, axeName }));
      return response(200).json(liked);
    }),

    http.get('/results/{email}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      const results = db.scoreResults.findFirst((q) => q.where({ companyId }));
      if (!results) throw notFound("Aucune évaluation n'a encore été réalisée pour cette entreprise.");
      const { result, axe2Result, axe3Result, axe4Result, axe5Result } = results;
      return response(200).json({ result, axe2Result, axe3Result, axe4Result, axe5Result });
    }),

    http.get('/users/count/{email}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      return response(200).json({ totalUsers: collaboratorCount(companyId) });
    }),
  ];
}
