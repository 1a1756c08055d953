import { describe, expect, it } from 'vitest';
import { SEED_REFERENCE_DATE } from './constants';
import { seedSnapshot } from './index';
import { daysFromReference, seedFor } from './relative';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONDAY = new Date('2027-01-11T07:45:00Z');
const SUMMER = new Date('2027-07-02T18:10:00Z');

/** Every date of a snapshot, in order, as milliseconds (date-only values at UTC midnight). */
function datesOf(value: unknown): number[] {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value)) return [Date.parse(value)];
  if (Array.isArray(value)) return value.flatMap(datesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(datesOf);
  return [];
}

/** Everything but the dates: what must not change from one day to another. */
function withoutDates(value: unknown): unknown {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value) ? 'date' : value;
  if (Array.isArray(value)) return value.map(withoutDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutDates(item)]));
  }
  return value;
}

describe('the seed as of a day', () => {
  it('is seed.json itself on its reference day', () => {
    expect(seedFor(new Date(SEED_REFERENCE_DATE))).toBe(seedSnapshot);
  });

  it('gives the same relative shape on two different days: every date moved by the days between them', () => {
    const monday = seedFor(MONDAY);
    const summer = seedFor(SUMMER);
    expect(withoutDates(monday)).toEqual(withoutDates(seedSnapshot));
    expect(withoutDates(summer)).toEqual(withoutDates(seedSnapshot));
    const reference = datesOf(seedSnapshot);
    expect(reference.length).toBeGreaterThan(100);
    expect(datesOf(monday).map((date, index) => date - (reference[index] ?? 0))).toEqual(
      reference.map(() => daysFromReference(MONDAY) * DAY_MS),
    );
    const gap = (daysFromReference(SUMMER) - daysFromReference(MONDAY)) * DAY_MS;
    expect(datesOf(summer).map((date, index) => date - (datesOf(monday)[index] ?? 0))).toEqual(
      reference.map(() => gap),
    );
  });

  it('keeps what the demo shows relative to its day: deadlines ahead, history behind', () => {
    for (const day of [MONDAY, SUMMER]) {
      const seed = seedFor(day);
      const today = day.toISOString().slice(0, 10);
      const upcoming = seed.solutions.filter(
        (solution) => solution.status !== 'validated' && solution.deadline && solution.deadline >= today,
      );
      const reference = seedSnapshot.solutions.filter(
        (solution) =>
          solution.status !== 'validated' && solution.deadline && solution.deadline >= SEED_REFERENCE_DATE.slice(0, 10),
      );
      expect(upcoming).toHaveLength(reference.length);
      expect(upcoming.length).toBeGreaterThan(0);
      expect(seed.scoreHistory.every((entry) => entry.date <= day.toISOString())).toBe(true);
    }
  });

  it('is the same data for the same day, whatever the hour', () => {
    expect(seedFor(new Date('2027-01-11T23:59:00Z'))).toEqual(seedFor(MONDAY));
  });
});
