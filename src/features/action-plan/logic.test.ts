import { describe, expect, it } from 'vitest';
import {
  achievementRows,
  achievementsCsv,
  formatGain,
  isOverdue,
  perceptionSentences,
  rankLevers,
  weakestAnswers,
} from './logic';
import { stripCompass } from '@/lib/compass-marker';
import { parseLeverSearch } from './lever-search';
import { AXIS_SLUGS, DIAGNOSIS_AXES } from '@/domain/axes';

describe('rankLevers', () => {
  it('puts the most points first (as the server counts them), then the weakest answer, then the higher level', () => {
    const ranked = rankLevers([
      { id: 1, level: 'Niveau 2', currentLevel: 2, pointsToGain: 0 },
      { id: 2, level: 'Niveau 3', currentLevel: 2, pointsToGain: 1.25 },
      { id: 3, level: 'Niveau 3', currentLevel: 1, pointsToGain: 2.5 },
      { id: 4, level: 'Niveau 2', currentLevel: 1, pointsToGain: 1.25 },
      { id: 5, level: 'Niveau 4', currentLevel: 1, pointsToGain: 1.25 },
    ]);
    expect(ranked.map((lever) => lever.id)).toEqual([3, 4, 5, 2, 1]);
  });

  it('writes gains in French', () => {
    expect(formatGain(1.25)).toBe('+1,3 point');
    expect(formatGain(2.5)).toBe('+2,5 points');
  });
});

describe('isOverdue', () => {
  it('is an open action whose deadline is before today', () => {
    expect(isOverdue({ status: 'inProgress', deadline: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(isOverdue({ status: 'toRealize', deadline: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(isOverdue({ status: 'validated', deadline: '2026-01-01' }, '2026-11-23')).toBe(false);
    expect(isOverdue({ status: 'toRealize', deadline: null }, '2026-11-23')).toBe(false);
  });
});

describe('achievements', () => {
  const grouped = {
    Social: {
      '1': [
        {
          solution: { content: 'Accord de télétravail', question: { title: 'Conditions de travail' } },
          updated_at: '2026-09-06T10:00:00.000Z',
        },
      ],
    },
    Gouvernance: {
      '3': [
        {
          solution: { content: 'Mesurer la part "à impact"; publier', question: { title: "Modèle d'affaires" } },
          updated_at: '2026-08-30T10:00:00.000Z',
        },
      ],
      '2': [
        {
          solution: { content: 'Comité RSE', question: { title: 'Gouvernance' } },
          updated_at: '2026-06-28T10:00:00.000Z',
        },
        {
          solution: { content: '=HYPERLINK("x")', question: { title: 'Gouvernance' } },
          updated_at: '2026-07-01T10:00:00.000Z',
        },
      ],
    },
  };

  it('orders by axis, then level, then newest first', () => {
    expect(achievementRows(grouped).map((row) => row.content)).toEqual([
      '=HYPERLINK("x")',
      'Comité RSE',
      'Mesurer la part "à impact"; publier',
      'Accord de télétravail',
    ]);
  });

  it('exports a CSV a French spreadsheet opens, with quotes escaped and formulas defused', () => {
    const csv = achievementsCsv(achievementRows(grouped));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Axe;Niveau;Action;Question;Date de validation',
      `Gouvernance & Stratégie;Niveau 2 – En démarrage;"'=HYPERLINK(""x"")";Gouvernance;2026-07-01`,
      'Gouvernance & Stratégie;Niveau 2 – En démarrage;Comité RSE;Gouvernance;2026-06-28',
      `Gouvernance & Stratégie;Niveau 3 – Structuré;"Mesurer la part ""à impact""; publier";Modèle d'affaires;2026-08-30`,
      'Social et droits des collaborateurs;Niveau 1 – Non engagé;Accord de télétravail;Conditions de travail;2026-09-06',
      '',
    ]);
  });
});

describe('perceptionSentences', () => {
  const results = { result: 54, axe2Result: 16, axe3Result: 15, axe4Result: 11, axe5Result: 12 };

  it('sets the perception beside the diagnosis, in plain French', () => {
    expect(perceptionSentences({ primary_axe: 'SOC', improvement_axe: 'ENV', expected_score: 'L2' }, results)).toEqual([
      'Vous pensiez que « Social et droits des collaborateurs » était votre axe le plus avancé (15/25) : le diagnostic place en tête « Gouvernance & Stratégie », avec 16/25.',
      "Vous vouliez progresser d'abord sur « Environnement » : c'est bien votre axe le plus faible (11/25).",
      'Vous estimiez votre score global entre 25 et 50 : il est de 54/100, au-dessus de votre estimation.',
    ]);
    expect(
      perceptionSentences({ primary_axe: 'GOUV', improvement_axe: 'BUIS', expected_score: 'L3' }, results),
    ).toEqual([
      'Vous pensiez que « Gouvernance & Stratégie » était votre axe le plus avancé : le diagnostic le confirme, avec 16/25.',
      "Vous vouliez progresser d'abord sur « Business durable » (12/25) : le diagnostic montre que « Environnement » est votre axe le plus faible, avec 11/25.",
      'Vous estimiez votre score global entre 50 et 75 : il est de 54/100, dans la fourchette que vous aviez estimée.',
    ]);
    expect(perceptionSentences({ primary_axe: null, improvement_axe: null, expected_score: null }, results)).toEqual(
      [],
    );
  });
});

describe('weakestAnswers and stripCompass', () => {
  it('keeps the three lowest rated answers, in questionnaire order on ties', () => {
    const answer = (id: number, axe: number, order: number, content: string | null, isFreeText = false) => ({
      formQuestionId: id,
      axe,
      order,
      title: `Q${id}`,
      isFreeText,
      content,
      updatedAt: null,
    });
    const weakest = weakestAnswers([
      answer(1, 2, 1, '3'),
      answer(2, 2, 2, '1'),
      answer(3, 3, 1, null),
      answer(4, 4, 1, '2'),
      answer(5, 4, 6, 'Texte libre', true),
      answer(6, 5, 1, '1'),
    ]);
    expect(weakest.map((entry) => entry.formQuestionId)).toEqual([2, 6, 4]);
  });

  it('removes the compass marker and the space after it', () => {
    expect(stripCompass('<p>[[boussole]] Premières étapes :</p><p><strong>Pourquoi ?</strong> Car</p>')).toBe(
      '<p>Premières étapes :</p><p><strong>Pourquoi ?</strong> Car</p>',
    );
  });
});

describe('the /solutions search', () => {
  it('keeps a known axis slug (the same four as the axes, in order) and a positive question id, and nothing else', () => {
    expect(DIAGNOSIS_AXES.map((axis) => axis.slug)).toEqual([...AXIS_SLUGS]);
    expect(parseLeverSearch({ axe: 'social', question: '12' })).toEqual({ axe: 'social', question: 12 });
    expect(parseLeverSearch({ axe: 'Social', question: '-3' })).toEqual({});
    expect(parseLeverSearch({ axe: 'toString', question: '1.5' })).toEqual({});
  });
});
