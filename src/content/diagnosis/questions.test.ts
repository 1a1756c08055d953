import { describe, expect, it } from 'vitest';
import seed from '../../../mocks/seed/seed.json';
import {
  DIAGNOSIS_AXES,
  DIAGNOSIS_QUESTIONS,
  ESRS_STANDARDS,
  ISO_26000_CORE_SUBJECTS,
  VSME_DISCLOSURES,
  isLastOfAxis,
  questionAt,
  questionTextParts,
  questionsOfAxis,
} from './index';

describe('the diagnosis content', () => {
  it('has 27 questions: 8 Gouvernance, 6 Social, 6 Environnement, 7 Business, ordered from 1', () => {
    expect(DIAGNOSIS_QUESTIONS).toHaveLength(27);
    expect(DIAGNOSIS_AXES.map((axis) => [axis.slug, questionsOfAxis(axis.slug).length])).toEqual([
      ['gouvernance', 8],
      ['social', 6],
      ['environnement', 6],
      ['business', 7],
    ]);
    for (const axis of DIAGNOSIS_AXES) {
      expect(questionsOfAxis(axis.slug).map((question) => question.order)).toEqual(
        Array.from({ length: axis.questionCount }, (_, index) => index + 1),
      );
    }
  });

  it('uses the ids and themes the server serves, with the free-text prompt last in each axis', () => {
    for (const served of seed.formQuestions) {
      const slug = DIAGNOSIS_AXES.find((axis) => axis.questionAxe === served.axe)?.slug;
      const question = slug && questionAt(slug, served.order);
      expect(question, `question ${served.id}`).toBeTruthy();
      if (!question) continue;
      expect(question.id).toBe(served.id);
      expect(question.heading).toBe(served.title);
      expect(question.kind === 'free-text').toBe(served.isFreeText);
      expect(isLastOfAxis(question)).toBe(served.isFreeText);
    }
  });

  it('gives every rated question 4 levels, 1 to 3 definitions used in its text, an enjeu and a summary', () => {
    const rated = DIAGNOSIS_QUESTIONS.filter((question) => question.kind === 'rated');
    // 7 + 5 + 5 + 6: each axis closes on a free-text prompt (the issue says 21, but 27 − 4 prompts is 23).
    expect(rated).toHaveLength(23);
    for (const question of rated) {
      const label = `${question.axis} ${question.order}`;
      expect(
        question.levels.map((level) => level.level),
        label,
      ).toEqual([1, 2, 3, 4]);
      for (const level of question.levels) expect(level.text.length, label).toBeGreaterThan(40);
      expect(question.definitions.length, label).toBeGreaterThanOrEqual(1);
      expect(question.definitions.length, label).toBeLessThanOrEqual(3);
      const terms = questionTextParts(question.question)
        .filter((part) => part.kind === 'term')
        .map((part) => part.text);
      expect(terms.sort(), label).toEqual(question.definitions.map((definition) => definition.term).sort());
      expect(question.enjeu.paragraphs.length, label).toBeGreaterThanOrEqual(1);
      expect(question.summary.length, label).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives every free-text prompt a question, a placeholder and an enjeu, with no definition markers', () => {
    const prompts = DIAGNOSIS_QUESTIONS.filter((question) => question.kind === 'free-text');
    expect(prompts.map((question) => `${question.axis} ${question.order}`)).toEqual([
      'gouvernance 8',
      'social 6',
      'environnement 6',
      'business 7',
    ]);
    for (const prompt of prompts) {
      expect(prompt.question).toMatch(/\?/);
      expect(prompt.placeholder.length).toBeGreaterThan(20);
      expect(prompt.enjeu.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(questionTextParts(prompt.question).every((part) => part.kind === 'text')).toBe(true);
    }
  });

  it('tags every question with an ISO 26000 core subject and at least one ESRS standard and VSME disclosure', () => {
    for (const question of DIAGNOSIS_QUESTIONS) {
      const label = `${question.axis} ${question.order}`;
      expect(Object.keys(ISO_26000_CORE_SUBJECTS), label).toContain(question.iso26000);
      expect(question.esrs.length, label).toBeGreaterThanOrEqual(1);
      expect(question.vsme.length, label).toBeGreaterThanOrEqual(1);
      for (const standard of question.esrs) expect(Object.keys(ESRS_STANDARDS), label).toContain(standard);
      for (const disclosure of question.vsme) expect(Object.keys(VSME_DISCLOSURES), label).toContain(disclosure);
    }
  });

  it('keeps the environment questions on the environment core subject and standards', () => {
    for (const question of questionsOfAxis('environnement')) {
      expect(question.iso26000).toBe('6.5');
      expect(question.esrs.every((standard) => standard.startsWith('E'))).toBe(true);
    }
  });

  it('splits a question text on its definition markers', () => {
    expect(questionTextParts('Avez-vous une [[raison d’être]] écrite ?')).toEqual([
      { kind: 'text', text: 'Avez-vous une ' },
      { kind: 'term', text: 'raison d’être' },
      { kind: 'text', text: ' écrite ?' },
    ]);
  });
});
