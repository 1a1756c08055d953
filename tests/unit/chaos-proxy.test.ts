import { describe, expect, it } from 'vitest';
import { drawFault, seededRandom } from '../../scripts/chaos-proxy';

describe('the chaos proxy', () => {
  it('draws the same faults for the same seed, about the share asked, never on a preflight', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 1_000 }, () => drawFault(random, 0.2, 'GET', '/users/x'));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    const share = draw(7).filter((fault) => fault !== null).length / 1_000;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
    expect(drawFault(() => 0, 1, 'OPTIONS', '/users/x')).toBeNull();
  });

  it('never answers 401 to a session call (that would be a refusal, not an outage)', () => {
    const random = seededRandom(3);
    const faults = Array.from({ length: 500 }, () => drawFault(random, 1, 'POST', '/api/auth/refresh'));
    expect(faults).not.toContain('401');
  });
});
