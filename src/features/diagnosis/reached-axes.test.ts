import { describe, expect, it } from 'vitest';
import { DIAGNOSIS_QUESTIONS } from '@/content/diagnosis';
import { axisBySlug } from '@/domain/axes';
import { reachedAxes } from './reached-axes';

/** The 27 questions, answered on the axes given (rated ones with '3', free text left empty). */
function answersOn(...axes: number[]) {
  return DIAGNOSIS_QUESTIONS.map((question) => {
    const axe = axisBySlug(question.axis).questionAxe;
    const isFreeText = question.kind === 'free-text';
    return { axe, isFreeText, content: axes.includes(axe) && !isFreeText ? '3' : null };
  });
}

describe('reachedAxes', () => {
  it('opens every axis of a company that answered them all', () => {
    expect([...reachedAxes(answersOn(2, 3, 4, 5), 2)].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('opens the axis after a finished one, not the one after that', () => {
    const open = reachedAxes(answersOn(2), 2);
    expect(open.has(3)).toBe(true);
    expect(open.has(4)).toBe(false);
    expect(open.has(5)).toBe(false);
  });

  it('opens Gouvernance and the perception form before any answer, and always the axis shown', () => {
    expect([...reachedAxes(answersOn(), 2)].sort()).toEqual([1, 2]);
    expect(reachedAxes(answersOn(), 4).has(4)).toBe(true);
  });

  it('keeps an axis with some answers open even when the one before is unfinished', () => {
    const partial = answersOn().map((answer, index) =>
      index === 0 || answer.axe === 4 ? { ...answer, content: '2' } : answer,
    );
    const open = reachedAxes(partial, 2);
    expect(open.has(4)).toBe(true);
    expect(open.has(3)).toBe(false);
  });
});
