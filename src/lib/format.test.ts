import { describe, expect, it } from 'vitest';
import { formatScore, wholeScore } from './format';

describe('formatScore', () => {
  it('truncates every score to an integer (spec §3), with or without its maximum', () => {
    expect(wholeScore(16.99)).toBe(16);
    expect(formatScore(16.25, 25)).toBe('16/25');
    expect(formatScore(64.9, 100)).toBe('64/100');
    expect(formatScore(47.8)).toBe('47');
    expect(formatScore(0)).toBe('0');
  });
});
