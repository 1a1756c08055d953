import type { Schemas } from '@/api';
import { LEVEL_NAMES, questionById, type RatingLevel } from '@/content/diagnosis';
import { toCsv } from '@/lib/csv';
import { formatNumber, formatScore, wholeScore } from '@/lib/format';
import { SCORE_RANGES, actionPlanContent } from './content';
import { DIAGNOSIS_AXES, type DiagnosisAxis, findAxisByName, findAxisByNumber } from '@/domain/axes';

/** Pure rules of the action-plan pages: ranking, overdue, grouping, CSV and the perception sentences. */

type Lever = Schemas['ActionPlanLever'];
type PlanSolution = Schemas['ActionPlanSolution'];
type Answer = Schemas['ActionPlanAnswer'];
type ScoreResults = Schemas['ScoreResults'];
type Company = Schemas['Company'];

/** '2' from 'Niveau 2'; 0 when the text carries no level. */
export function levelNumber(level: string): number {
  return Number(/[1-4]/.exec(level)?.[0] ?? 0);
}

export function levelLabel(level: number): string {
  return level >= 1 && level <= 4 ? `Niveau ${level} – ${LEVEL_NAMES[level as RatingLevel]}` : 'Sans réponse';
}

/** Gain written for people: '+1,8 point' / '+3,6 points'. */
export function formatGain(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return `+${formatNumber(rounded)} ${rounded >= 2 ? 'points' : 'point'}`;
}

/**
 * Most points to gain first (the server's `pointsToGain`: the client does not score); then the weakest answer; then
 * the lever that reaches the higher level; then id.
 */
export function rankLevers<L extends Pick<Lever, 'id' | 'level' | 'currentLevel' | 'pointsToGain'>>(
  levers: readonly L[],
): L[] {
  return [...levers].sort(
    (a, b) =>
      b.pointsToGain - a.pointsToGain ||
      (a.currentLevel ?? 0) - (b.currentLevel ?? 0) ||
      levelNumber(a.level) - levelNumber(b.level) ||
      a.id - b.id,
  );
}

/** Today as a calendar date (YYYY-MM-DD) in the person's time zone: deadlines are calendar dates. */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An open action whose deadline is before today. A validated action is never late. */
export function isOverdue(
  solution: Pick<PlanSolution, 'status' | 'deadline'>,
  today: string = localIsoDate(),
): boolean {
  return solution.status !== 'validated' && solution.deadline !== null && solution.deadline < today;
}

export function personName(person: { name: string | null; surname: string | null; email: string }): string {
  const name = [person.name, person.surname].filter(Boolean).join(' ').trim();
  return name === '' ? person.email : name;
}

/** The heading the diagnosis shows for a question (issue 10's content), or the server's theme. */
export function questionHeading(questionId: number | null, fallback: string): string {
  return (questionId === null ? undefined : questionById(questionId)?.heading) ?? fallback;
}

// ── Achievements ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface AchievementRow {
  axis: DiagnosisAxis | undefined;
  /** The group as the server named it (an axis name). */
  group: string;
  level: number;
  content: string;
  questionTitle: string;
  validatedAt: string;
}

/** Flattens `validated-grouped`: axes in questionnaire order, then levels, then newest first. */
export function achievementRows(grouped: Schemas['GroupedValidatedSolutions']): AchievementRow[] {
  const axisRank = (group: string) => {
    const index = DIAGNOSIS_AXES.findIndex((axis) => axis.name === group);
    return index === -1 ? DIAGNOSIS_AXES.length : index;
  };
  return Object.entries(grouped)
    .flatMap(([group, byLevel]) =>
      Object.entries(byLevel).flatMap(([level, entries]) =>
        entries.map((entry) => ({
          axis: findAxisByName(group),
          group,
          level: levelNumber(level),
          content: entry.solution.content,
          questionTitle: entry.solution.question.title,
          validatedAt: entry.updated_at,
        })),
      ),
    )
    .sort(
      (a, b) =>
        axisRank(a.group) - axisRank(b.group) ||
        a.level - b.level ||
        Date.parse(b.validatedAt) - Date.parse(a.validatedAt),
    );
}

/**
 * The achievements as a CSV a French spreadsheet opens directly: semicolons, CRLF, a BOM so accents survive, dates
 * as YYYY-MM-DD.
 */
export function achievementsCsv(rows: readonly AchievementRow[]): string {
  return toCsv([
    actionPlanContent.achievements.csvHeader,
    ...rows.map((row) => [
      row.axis?.title ?? row.group,
      levelLabel(row.level),
      row.content,
      row.questionTitle,
      localIsoDate(new Date(row.validatedAt)),
    ]),
  ]);
}

// ── Answers and performance ───────────────────────────────────────────────────────────────────────────────────────

export function ratingOf(answer: Pick<Answer, 'isFreeText' | 'content'>): number | null {
  if (answer.isFreeText || answer.content === null) return null;
  return /^[1-4]$/.test(answer.content) ? Number(answer.content) : null;
}

/** The first rated question still unanswered (where 'Reprendre le questionnaire' leads), or null. */
export function firstUnanswered(answers: readonly Answer[]): Answer | null {
  return answers.find((answer) => !answer.isFreeText && ratingOf(answer) === null) ?? null;
}

/** The question page of an answer: /diagnosis/{slug}/{order}. */
export function questionTarget(answer: Pick<Answer, 'axe' | 'order'>): { axe: DiagnosisAxis['slug']; order: number } {
  return { axe: findAxisByNumber(answer.axe)?.slug ?? 'gouvernance', order: answer.order };
}

/** The n rated questions with the lowest level (ties: questionnaire order). */
export function weakestAnswers(answers: readonly Answer[], count = 3): (Answer & { rating: number })[] {
  return answers
    .flatMap((answer) => {
      const rating = ratingOf(answer);
      return rating === null ? [] : [{ ...answer, rating }];
    })
    .sort((a, b) => a.rating - b.rating || a.axe - b.axe || a.order - b.order)
    .slice(0, count);
}

function axisOfCode(code: string | null): DiagnosisAxis | undefined {
  return DIAGNOSIS_AXES.find((axis) => axis.code === code);
}

/** Axes ranked by score, strongest first (ties: questionnaire order). */
function axesByScore(results: ScoreResults): DiagnosisAxis[] {
  return [...DIAGNOSIS_AXES].sort((a, b) => results[b.resultKey] - results[a.resultKey]);
}

/**
 * The perception form set beside the diagnosis, as sentences: the most advanced axis, the axis to improve and the
 * expected score range against what was measured. Empty when the form was not filled in.
 */
export function perceptionSentences(
  company: Pick<Company, 'primary_axe' | 'improvement_axe' | 'expected_score'>,
  results: ScoreResults,
): string[] {
  const sentences: string[] = [];
  const ranked = axesByScore(results);
  const strongest = ranked[0];
  const weakest = ranked[ranked.length - 1];
  const score = (axis: DiagnosisAxis) => formatScore(results[axis.resultKey], 25);

  const primary = axisOfCode(company.primary_axe);
  if (primary && strongest) {
    sentences.push(
      primary.name === strongest.name
        ? `Vous pensiez que « ${primary.title} » était votre axe le plus avancé : le diagnostic le confirme, avec ${score(primary)}.`
        : `Vous pensiez que « ${primary.title} » était votre axe le plus avancé (${score(primary)}) : le diagnostic place en tête « ${strongest.title} », avec ${score(strongest)}.`,
    );
  }
  const improvement = axisOfCode(company.improvement_axe);
  if (improvement && weakest) {
    sentences.push(
      improvement.name === weakest.name
        ? `Vous vouliez progresser d'abord sur « ${improvement.title} » : c'est bien votre axe le plus faible (${score(improvement)}).`
        : `Vous vouliez progresser d'abord sur « ${improvement.title} » (${score(improvement)}) : le diagnostic montre que « ${weakest.title} » est votre axe le plus faible, avec ${score(weakest)}.`,
    );
  }
  const expected = company.expected_score ? SCORE_RANGES[company.expected_score] : undefined;
  if (expected) {
    const actual = wholeScore(results.result);
    const verdict =
      actual < expected.min
        ? 'en dessous de votre estimation'
        : actual > expected.max
          ? 'au-dessus de votre estimation'
          : 'dans la fourchette que vous aviez estimée';
    sentences.push(
      `Vous estimiez votre score global ${expected.label} : il est de ${formatScore(actual, 100)}, ${verdict}.`,
    );
  }
  return sentences;
}
