import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { currentDataDay, restartFromSeed } from './data-day';

describe("the demo's date", () => {
  it("is the day the store's data is dated for: the seed's own day in tests", () => {
    expect(currentDataDay()).toBe('2026-11-20');
  });

  it('moves with a restart from the seed for another day, every date with it', async () => {
    const deadlineBefore = db.solutions.all().find((solution) => solution.deadline)?.deadline;
    await restartFromSeed('2026-12-01');
    expect(currentDataDay()).toBe('2026-12-01');
    const deadlineAfter = db.solutions.all().find((solution) => solution.deadline)?.deadline;
    expect(deadlineBefore).toBeTruthy();
    expect(Date.parse(deadlineAfter!) - Date.parse(deadlineBefore!)).toBe(11 * 24 * 60 * 60 * 1000);
  });

  it('cannot be told once its reference record is gone', () => {
    db.users.delete((query) => query.where({ id: 1 }));
    expect(currentDataDay()).toBeNull();
  });
});
