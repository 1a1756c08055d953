import type { DatabaseSnapshot } from '../db/schema';
import { SEED_REFERENCE_DATE } from './constants';
import { seedSnapshot } from './index';

/**
 * The demo never goes stale: seed.json is written for SEED_REFERENCE_DATE, and the store starts from (and resets to)
 * that data moved to the day it is created or reset. Every date of it moves by the same whole number of days, so the
 * shape stays (deadlines still fall in the weeks ahead, the score history still ends just before today, 'Réalisée le'
 * still within six months), and a given day always gives the same data.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

function utcDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** Whole days from the seed's reference day to `day` (UTC). */
export function daysFromReference(day: Date): number {
  return utcDay(day) - utcDay(new Date(SEED_REFERENCE_DATE));
}

function shiftText(text: string, days: number): string {
  const date = ISO_DATE.exec(text);
  if (date) {
    return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]) + days)).toISOString().slice(0, 10);
  }
  if (ISO_DATE_TIME.test(text)) {
    const moved = new Date(Date.parse(text) + days * DAY_MS).toISOString();
    return text.includes('.') ? moved : moved.replace(/\.\d{3}Z$/, 'Z');
  }
  return text;
}

function shift(value: unknown, days: number): unknown {
  if (typeof value === 'string') return shiftText(value, days);
  if (Array.isArray(value)) return value.map((item) => shift(item, days));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shift(item, days)]));
  }
  return value;
}

/** The seed as of `day`: seed.json with every date moved by the days between its reference day and `day`. */
export function seedFor(day: Date): DatabaseSnapshot {
  const days = daysFromReference(day);
  return days === 0 ? seedSnapshot : (shift(seedSnapshot, days) as DatabaseSnapshot);
}
