import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

/** A field whose value the test owns, as a form does, and a button to move the focus out to. */
function Deadline({ initial = null, onChange }: { initial?: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        label="Échéance"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Ailleurs</button>
    </>
  );
}

/** The field's parts (day, month, year), as a screen reader meets them. */
function parts() {
  return within(screen.getByRole('group', { name: 'Échéance' })).getAllByRole('spinbutton');
}

describe('DateField', () => {
  // jsdom's navigator.language is en-US: the field follows the app's locale (src/app/locale.ts, loaded by the test
  // setup first, as main.tsx does), not the browser's.
  it('shows a date as day/month/year in French, whatever the browser language', () => {
    expect(navigator.language).toBe('en-US');
    render(<Deadline initial="2026-12-25" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Échéance' })).toHaveTextContent('25/12/2026');
    // Day first, in French names for assistive technology.
    expect(parts().map((part) => part.getAttribute('aria-label')?.split(',')[0])).toEqual(['jour', 'mois', 'année']);
    expect(parts()[0]).toHaveAttribute('aria-valuenow', '25');
  });

  it('shows the French placeholder while empty', () => {
    render(<Deadline onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Échéance' })).toHaveTextContent('jj/mm/aaaa');
  });

  it('takes the digits typed in a row and hands back an ISO date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Deadline onChange={onChange} />);
    await user.click(parts()[0]!);
    await user.keyboard('15032027');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-15');
    expect(screen.getByRole('group', { name: 'Échéance' })).toHaveTextContent('15/03/2027');
  });

  it('changes a part with the arrow keys, and empties to null once every part is cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Deadline initial="2026-12-25" onChange={onChange} />);
    await user.click(parts()[0]!);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-26');
    // Backspace clears the year digit by digit, then goes back to the month, then the day.
    await user.click(parts()[2]!);
    await user.keyboard('{Backspace}'.repeat(12));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('group', { name: 'Échéance' })).toHaveTextContent('jj/mm/aaaa');
  });

  it('ignores a value that is not an ISO date', () => {
    render(<DateField label="Échéance" value="25/12/2026" />);
    expect(screen.getByRole('group', { name: 'Échéance' })).toHaveTextContent('jj/mm/aaaa');
  });
});
