import { db, fileStore, restoreSnapshot } from '../db';
import { SEED_REFERENCE_DATE, seedSnapshot } from '../seed';
import { seedFor } from '../seed/relative';

/**
 * The demo's date: the day its data is dated for. The store is the seed moved to the day it was created or reset
 * (mocks/seed/relative.ts), so the day is read back from a record nobody edits: the platform admin's creation date,
 * moved by the same number of days as every other date.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a date, in UTC (the seed is moved by whole UTC days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The seed's first user (the platform admin), whose creation date tells the data's day. */
const [referenceUser] = seedSnapshot.users;

/** The day the data in the store is dated for, or null when it cannot be told (the reference record is gone). */
export function currentDataDay(): string | null {
  const stored = referenceUser ? db.users.byKey(referenceUser.id) : undefined;
  if (!referenceUser || !stored || stored.email !== referenceUser.email) return null;
  const shift = Math.round((Date.parse(stored.createdAt) - Date.parse(referenceUser.createdAt)) / DAY_MS);
  return isoDay(new Date(Date.parse(SEED_REFERENCE_DATE) + shift * DAY_MS));
}

/** The seed moved to `day` ('YYYY-MM-DD'; today by default), in place of the store's data and files. */
export async function restartFromSeed(day: string = isoDay(new Date())): Promise<void> {
  // seedFor moves by whole days from the reference: the same data for the same day on any machine.
  await restoreSnapshot(seedFor(new Date(`${day}T12:00:00.000Z`)));
  await fileStore().clear();
}
