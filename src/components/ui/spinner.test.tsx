import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SpinnerGraphic } from './spinner';

describe('the activity indicator', () => {
  it('has eight spokes, the darkest leading and the others fading behind it', () => {
    const { container } = render(<SpinnerGraphic />);
    const spokes = Array.from(container.querySelectorAll('line'));
    expect(spokes).toHaveLength(8);
    const opacities = spokes.map((spoke) => Number(spoke.getAttribute('opacity')));
    expect(opacities).toEqual([...opacities].sort((a, b) => b - a));
    // Behind the leading spoke when turning clockwise: the second one sits at -45°.
    expect(spokes[1]?.getAttribute('transform')).toBe('rotate(315 12 12)');
  });

  it('turns one spoke at a time: a smooth rotation kept a software compositor redrawing every frame', () => {
    const spinnerCss = readFileSync(resolve(process.cwd(), 'src/components/ui/spinner.css'), 'utf8');
    expect(spinnerCss).toMatch(/animation:\s*ui-spinner-rotate\s+[\d.]+m?s\s+steps\(8\)\s+infinite/);
  });
});
