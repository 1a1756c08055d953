/**
 * How the product writes dates and numbers in French. Every screen imports these, so a date or a score reads the
 * same wherever it appears (house style: one fact, one module).
 */

/**
 * Made on first use: building a formatter is costly (Chromium loads its locale data and date patterns, tens of
 * milliseconds each on a slowed CPU), and a page that shows no date should not pay for four at start-up.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dayFormat = lazily(() => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }));
const dateTimeFormat = lazily(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }));
const timeFormat = lazily(() => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }));
const dayMonthTimeFormat = lazily(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }),
);
const euroFormat = lazily(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const numberFormats = new Map<number, Intl.NumberFormat>();

/** French month names, starting with Janvier (spec §2): index 0 is January. */
export const FRENCH_MONTHS = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
] as const;

/**
 * '15 janvier 2027' from a calendar day ('2027-01-15', or the day part of a longer string), read without any time
 * zone shift. Anything that is not a date comes back as it was.
 */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dayFormat().format(new Date(year, month - 1, day));
}

/** An instant ('2026-10-02T16:20:00Z') as the day it fell on for the reader: '2 octobre 2026'. */
export function formatInstantDay(isoInstant: string): string {
  const time = Date.parse(isoInstant);
  return Number.isNaN(time) ? isoInstant : dayFormat().format(new Date(time));
}

/** An instant with its time, for lists of files and events: '2 oct. 2026, 18:20'. */
export function formatDateTime(isoInstant: string): string {
  const time = Date.parse(isoInstant);
  return Number.isNaN(time) ? isoInstant : dateTimeFormat().format(new Date(time));
}

/** A message's time: '14:05' today, '3 octobre à 14:05' another day; '' when the instant is not one. */
export function formatMessageTime(isoInstant: string, now: Date = new Date()): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? timeFormat().format(date) : dayMonthTimeFormat().format(date);
}

/** French name of a 'YYYY-MM' month ('2026-01' → 'Janvier'); anything else comes back as it was. */
export function monthLabel(key: string): string {
  const month = Number(key.slice(5, 7));
  return FRENCH_MONTHS[month - 1] ?? key;
}

/** A number written the French way, with at most `fractionDigits` decimals: 52,5 · 1 200. */
export function formatNumber(value: number, fractionDigits = 1): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: fractionDigits });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** A score as the product counts it: truncated to an integer (spec §3: "All are truncated to integers"). */
export function wholeScore(score: number): number {
  return Math.trunc(score);
}

/**
 * A score as every screen writes it (dashboard, performance, progress, charts and their tables): truncated to an
 * integer whatever the host sends, then '16', or '16/25' with the maximum it is out of.
 */
export function formatScore(score: number, outOf?: number): string {
  const text = formatNumber(wholeScore(score), 0);
  return outOf === undefined ? text : `${text}/${outOf}`;
}

/**
 * A share of a total in whole percent, the French way ('40 %'). A share that is neither none nor all never reads
 * as either: 1 answer of 2,000 is '< 1 %', 1,999 of 2,000 '> 99 %'. An empty total is '0 %'.
 */
export function formatShare(value: number, total: number): string {
  if (total <= 0 || value <= 0) return '0 %';
  if (value >= total) return '100 %';
  const percent = Math.round((value / total) * 100);
  if (percent === 0) return '< 1 %';
  if (percent === 100) return '> 99 %';
  return `${percent} %`;
}

/** A price in whole euros: '750 €'. */
export function formatEuros(value: number): string {
  return euroFormat().format(value);
}

/** One score of a month, as the score history endpoints list them. */
interface DatedScore {
  score: number;
}

/**
 * The best score of each of the given 'YYYY-MM' months, labelled with the month's French name, or null (a gap, not
 * a zero) for a month without score (spec §2 and §3 both chart the best score of each month).
 */
export function monthlyBestScores(
  scores: Readonly<Record<string, readonly DatedScore[] | undefined>>,
  months: readonly string[],
): { label: string; value: number | null }[] {
  return months.map((key) => {
    const entries = scores[key] ?? [];
    return {
      label: monthLabel(key),
      value: entries.length > 0 ? Math.max(...entries.map((entry) => entry.score)) : null,
    };
  });
}
