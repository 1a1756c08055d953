import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COMBO_BOX_LIMIT, ComboBoxField } from './combo-box-field';
import type { SelectOption } from './select-field';

const FIRST_NAMES = ['Léa', 'Hugo', 'Chloé', 'Yanis', 'Inès', 'Théo', 'Zoé', 'Louis'];

/** 2,400 people, as Groupe Horizon has, plus 'Aucun responsable' first. */
const PEOPLE: SelectOption[] = [
  { id: 'none', label: 'Aucun responsable' },
  ...Array.from({ length: 2_400 }, (_, index) => ({
    id: String(index + 1),
    label: `${FIRST_NAMES[index % FIRST_NAMES.length]} Durand-${index + 1}`,
  })),
];

function Owner({
  onSave = () => undefined,
  initial = 'none',
}: {
  onSave?: (id: string) => void | Promise<unknown>;
  initial?: string;
}) {
  const [owner, setOwner] = useState<string | null>(initial);
  return (
    <>
      <ComboBoxField
        label="Responsable"
        options={PEOPLE}
        value={owner}
        noMatchText={(query) => `Aucun collaborateur ne correspond à « ${query} ».`}
        onChange={async (id) => {
          const saved = await onSave(id);
          if (saved !== false) setOwner(id);
          return saved;
        }}
      />
      <button type="button">Ailleurs</button>
    </>
  );
}

describe('ComboBoxField', () => {
  it('draws no option while closed and a bounded number once open, with 2,400 people', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const box = screen.getByRole('combobox', { name: 'Responsable' });
    expect(box).toHaveValue('Aucun responsable');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Afficher les suggestions/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(COMBO_BOX_LIMIT);
    expect(options[0]).toHaveAccessibleName('Aucun responsable');
    expect(screen.getByText('50 premiers sur 2 401 : précisez votre recherche.')).toBeInTheDocument();
  });

  it('opens on the current choice first, wherever it stands among the options, and lists it once', async () => {
    // Left in its place (13th here), react-aria scrolled the list to it on opening, and near the window's bottom the
    // scroll reached the page, which closed the list: the first click on a card's owner field did nothing.
    const user = userEvent.setup();
    render(<Owner initial="12" />);
    await user.click(screen.getByRole('button', { name: /Afficher les suggestions/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(COMBO_BOX_LIMIT);
    expect(options[0]).toHaveAccessibleName('Yanis Durand-12');
    expect(options[1]).toHaveAccessibleName('Aucun responsable');
    expect(options.filter((option) => option.textContent === 'Yanis Durand-12')).toHaveLength(1);
  });

  it('filters as one types, case and accents aside, and choosing sets the owner', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Owner onSave={onSave} />);
    const box = screen.getByRole('combobox', { name: 'Responsable' });

    await user.clear(box);
    await user.type(box, 'ZOE');
    // The 300 Zoé of 2,400: the first 49 drawn, then the current choice, and the rest counted.
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(COMBO_BOX_LIMIT);
    expect(options.slice(0, -1).every((option) => option.textContent?.startsWith('Zoé Durand-'))).toBe(true);
    expect(options.at(-1)).toHaveAccessibleName('Aucun responsable');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('50 premiers sur 300 : précisez votre recherche.')).toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Zoé Durand-15' }));
    expect(onSave).toHaveBeenCalledWith('15');
    await waitFor(() => expect(box).toHaveValue('Zoé Durand-15'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Focus stays in the field, so the person can go on with the keyboard.
    expect(box).toHaveFocus();
  });

  it('says when no one matches, and Escape puts the choice back', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const box = screen.getByRole('combobox', { name: 'Responsable' });
    await user.clear(box);
    await user.type(box, 'Xavière');
    expect(await screen.findByText('Aucun collaborateur ne correspond à « Xavière ».')).toBeInTheDocument();
    // react-aria gives the empty state the option role, so that screen readers read it: no person is offered.
    expect(screen.queryByRole('option', { name: /Durand/ })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveValue('Aucun responsable'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('closes on Escape after a search that matches, and stays closed', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    const box = screen.getByRole('combobox', { name: 'Responsable' });
    await user.clear(box);
    await user.type(box, 'théo');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveValue('Aucun responsable'));
    // react-aria reopened a list whose collection had lost the current choice: it stays in every list now. A list
    // that does not come back has no state to wait for: a short real wait stands for "stays closed".
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with the arrows and Enter, and puts half-typed text back on leaving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Owner onSave={onSave} />);
    const box = screen.getByRole('combobox', { name: 'Responsable' });
    await user.clear(box);
    await user.type(box, 'hugo');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSave).toHaveBeenCalledWith('2');
    await waitFor(() => expect(box).toHaveValue('Hugo Durand-2'));

    await user.clear(box);
    await user.type(box, 'chl');
    await user.tab();
    await waitFor(() => expect(box).toHaveValue('Hugo Durand-2'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows the saved owner again when the save fails', async () => {
    const user = userEvent.setup();
    render(<Owner onSave={() => Promise.resolve(false)} />);
    const box = screen.getByRole('combobox', { name: 'Responsable' });
    await user.clear(box);
    await user.type(box, 'Louis Durand-8');
    await user.click(await screen.findByRole('option', { name: 'Louis Durand-8' }));
    await waitFor(() => expect(box).toHaveValue('Aucun responsable'));
  });
});
