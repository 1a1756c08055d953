import { db, type Solution } from '../db';
import { companyAddressedBy } from './dashboard';
import type { ApiHttp, Schemas } from './kit';
import { assertSameCompany, requireUser } from './session';
import { pageOf, requestedPage } from './paging';

/** Action plan (leviers): upcoming deadlines, progress by status and recent achievements. */

/**
 * Without `all=true` only the deadlines of the next 30 days are sent (today included): the contract says "only the
 * near ones" without a number, and 30 days is the horizon of the dashboard's "Mes échéances à venir". The client
 * always sends `all=true`.
 */
export const NEAR_DEADLINE_DAYS = 30;
/** "Mes dernières réalisations" covers the last six months (spec §9). */
export const ACHIEVEMENT_MONTHS = 6;

/**
 * A calendar date (YYYY-MM-DD) in the local time zone. Deadlines are calendar dates chosen in 'Mon pilotage', and
 * this backend runs in the user's own browser, so "today" is the user's today.
 */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}

/**
 * The same day `months` months earlier, kept within the target month: `setMonth` alone turns 31 August minus six
 * months into 3 March (there is no 31 February), which silently shortened "the last six months" by a few days.
 */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getDate();
  result.setDate(1);
  result.setMonth(result.getMonth() - months);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(day, lastDay));
  return result;
}

/** '1'..'4' from a stored level such as 'Niveau 3' (the grouping key of the contract). */
function levelKey(level: string): string {
  return /\d/.exec(level)?.[0] ?? level;
}

/** The company's open actions (not validated) with a deadline from today on, by deadline then id. */
export function upcomingSolutions(
  companyId: number,
  { all, now }: { all: boolean; now: Date },
): Array<Solution & { deadline: string }> {
  const today = localIsoDate(now);
  const horizon = all ? null : localIsoDate(addDays(now, NEAR_DEADLINE_DAYS));
  return db.solutions
    .findMany((q) => q.where({ companyId }))
    .flatMap(({ deadline, ...solution }) =>
      solution.status !== 'validated' &&
      deadline !== null &&
      deadline >= today &&
      (horizon === null || deadline <= horizon)
        ? [{ ...solution, deadline }]
        : [],
    )
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
}

export function solutionHandlers(http: ApiHttp) {
  return [
    http.get('/users/solutions/{email}/upcoming-solutions', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      const all = new URL(request.url).searchParams.get('all') === 'true';
      const upcoming = upcomingSolutions(companyId, { all, now: new Date() }).map(
        ({ id, deadline, description, status }) => ({ id, deadline, description, status }),
      );
      return response(200).json(upcoming);
    }),

    http.get('/users/solutions/{email}/status-count', async ({ request, params, response }) => {
      const user = await requireUser(request);
      const companyId = companyAddressedBy(user, params.email);
      const counts: Schemas['SolutionStatusCount'] = { validated: 0, inProgress: 0, toRealize: 0 };
      for (const solution of db.solutions.findMany((q) => q.where({ companyId }))) counts[solution.status] += 1;
      return response(200).json(counts);
    }),

    http.get('/users/solutions/validated-grouped/{companyId}', async ({ request, params, response }) => {
      const user = await requireUser(request);
      // A malformed id cannot be the caller's company: 403 like any other company's id.
      const companyId = /^\d+$/.test(params.companyId) ? Number(params.companyId) : Number.NaN;
      assertSameCompany(user, companyId);

      const since = monthsBefore(new Date(), ACHIEVEMENT_MONTHS);
      const recent = db.solutions
        .findMany((q) => q.where({ companyId, status: 'validated' }))
        .filter((solution) => Date.parse(solution.updatedAt) >= since.getTime())
        // Newest first: the dashboard previews the first two achievements.
        .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.id - b.id);

      // A page counts achievements in this order (newest first), then groups them like the whole list.
      const page = pageOf(recent, requestedPage(request));
      const grouped: Schemas['GroupedValidatedSolutions'] = {};
      for (const solution of page.items) {
        const byLevel = (grouped[solution.group] ??= {});
        (byLevel[levelKey(solution.level)] ??= []).push({
          solution: { content: solution.content, question: { title: solution.questionTitle } },
          updated_at: solution.updatedAt,
        });
      }
      return response(200).json({ success: true, message: grouped }, page.init);
    }),
  ];
}
