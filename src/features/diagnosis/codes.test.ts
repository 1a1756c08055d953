import { describe, expect, it } from 'vitest';
import { axisCodeOf, axisLabelOf, scoreRangeCodeOf, scoreRangeLabelOf } from './codes';
import { questionProgress } from './progress';

describe('perception codes (spec §3)', () => {
  it('maps the four axes to GOUV, SOC, ENV and BUIS, and anything else to GOUV', () => {
    expect(axisCodeOf('Gouvernance et stratégie')).toBe('GOUV');
    expect(axisCodeOf('Social et droits des collaborateurs')).toBe('SOC');
    expect(axisCodeOf('Environnement')).toBe('ENV');
    expect(axisCodeOf('Business durable')).toBe('BUIS');
    expect(axisCodeOf('Autre chose')).toBe('GOUV');
    expect(axisCodeOf('')).toBe('GOUV');
  });

  it('maps the score ranges to L1–L4, and anything else to L1', () => {
    expect(['0-25', '25-50', '50-75', '75-100'].map(scoreRangeCodeOf)).toEqual(['L1', 'L2', 'L3', 'L4']);
    expect(scoreRangeCodeOf('100-125')).toBe('L1');
  });

  it('reads the codes back for the prefill, and nothing for a company without perception', () => {
    expect(axisLabelOf('ENV')).toBe('Environnement');
    expect(scoreRangeLabelOf('L3')).toBe('50-75');
    expect(axisLabelOf(null)).toBeNull();
    expect(scoreRangeLabelOf('L9')).toBeNull();
  });
});

describe('progress on the question pages', () => {
  it('starts at the axis value and stays below the next axis', () => {
    expect(questionProgress('gouvernance', 1)).toBe(30);
    expect(questionProgress('gouvernance', 8)).toBe(47);
    expect(questionProgress('social', 1)).toBe(50);
    expect(questionProgress('business', 1)).toBe(90);
    expect(questionProgress('business', 7)).toBe(98);
  });
});
