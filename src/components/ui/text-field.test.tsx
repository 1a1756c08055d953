import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Controlled({ initial, maxLength }: { initial: string; maxLength: number }) {
  const [value, setValue] = useState(initial);
  return <TextField label="Prénom" value={value} onChange={setValue} maxLength={maxLength} />;
}

describe('TextField with a length limit', () => {
  it('shows the count only near the limit, and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={'a'.repeat(7)} maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    expect(screen.queryByText(/caractères$/)).not.toBeInTheDocument();

    await user.type(input, 'b');
    expect(screen.getByText(/^8\s\/\s10 caractères$/, { selector: '.ui-field__count' })).toBeVisible();
    await user.type(input, 'cdefg');
    expect(input).toHaveValue('aaaaaaabcd');
    expect(screen.getByText(/^10\s\/\s10 caractères$/)).toBeVisible();
  });

  it('is described by the count when it starts near the limit', () => {
    render(<Controlled initial={'a'.repeat(9)} maxLength={10} />);
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(/^9\s\/\s10 caractères$/);
  });
});
