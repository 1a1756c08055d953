import { render, screen } from '@testing-library/react';
import { ProgressBar } from 'react-aria-components';
import { describe, expect, it } from 'vitest';

describe('the locale of react-aria', () => {
  it('is French without any provider around the app, whatever the browser says', () => {
    expect(navigator.language).not.toMatch(/^fr/);
    render(<ProgressBar aria-label="Avancement" value={42} />);
    // French percent formatting: a no-break space before the sign ('42%' in English).
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^42\s%$/);
  });
});
