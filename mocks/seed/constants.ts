/**
 * Fixed inputs of the seed generator. Every seeded date is computed from SEED_REFERENCE_DATE, never from the clock,
 * so regenerating gives the same file on any day.
 */

/** "Today" for the seed: score history ends shortly before it, deadlines fall in the 8 weeks after it. */
export const SEED_REFERENCE_DATE = '2026-11-20T09:00:00.000Z';

export const FAKER_SEED = 2026;
