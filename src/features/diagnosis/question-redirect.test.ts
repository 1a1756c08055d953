import { describe, expect, it } from 'vitest';
import type { AxisSlug } from '@/content/diagnosis';
import { redirectForUnanswered } from './question-redirect';

const next = (name: AxisSlug, order: number) => ({ nextQuestion: { order, formAxe: { name } } });
const NOTHING_ANSWERED = { message: 'Aucune réponse trouvée pour ce formulaire.' };

describe('redirectForUnanswered (spec §4, with the two exceptions of docs/spec-deviations.md)', () => {
  it('sends an unanswered question back to the next unanswered one when it comes earlier', () => {
    expect(redirectForUnanswered(next('gouvernance', 3), 'gouvernance', 6)).toEqual({
      to: '/diagnosis/$axe/$order',
      params: { axe: 'gouvernance', order: '3' },
    });
    expect(redirectForUnanswered(next('gouvernance', 5), 'social', 2)).toEqual({
      to: '/diagnosis/$axe/$order',
      params: { axe: 'gouvernance', order: '5' },
    });
  });

  it('sends to the perception form when nothing is answered, except from the very first question', () => {
    expect(redirectForUnanswered(NOTHING_ANSWERED, 'social', 2)).toEqual({ to: '/diagnosis/entreprise' });
    // The way in after the perception form is the first question: sending it back there would loop.
    expect(redirectForUnanswered(NOTHING_ANSWERED, 'gouvernance', 1)).toBeNull();
  });

  it('does not send an optional prompt forward to the next rated question: it could never be answered', () => {
    // Gouvernance 8 is the free-text prompt; the next rated question to answer is Social 1.
    expect(redirectForUnanswered(next('social', 1), 'gouvernance', 8)).toBeNull();
  });

  it('leaves the person on the question the server names, and after the questionnaire is complete', () => {
    expect(redirectForUnanswered(next('social', 4), 'social', 4)).toBeNull();
    expect(redirectForUnanswered({ message: 'Questionnaire complété.' }, 'business', 3)).toBeNull();
  });
});
