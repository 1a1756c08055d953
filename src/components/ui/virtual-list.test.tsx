import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VirtualList, type VirtualListScroll, type WindowedKey } from './virtual-list';

interface Row {
  id: number;
  label: string;
}

function buildRows(count: number, overrides: (index: number) => Partial<Row> = () => ({})): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    label: `Ligne ${index + 1}`,
    ...overrides(index),
  }));
}

/** What both test lists share: how a row is keyed and drawn, its height, its name. */
const rowList = {
  itemKey: (row: Row) => row.id,
  renderItem: (row: Row) => row.label,
  estimateSize: 40,
  'aria-label': 'Lignes',
} as const;

function List({ rows, scroll }: { rows: Row[]; scroll: VirtualListScroll }) {
  return <VirtualList {...rowList} items={rows} scroll={scroll} />;
}

function Picker({ rows }: { rows: Row[] }) {
  const [selected, setSelected] = useState<WindowedKey | null>(null);
  return (
    <>
      <VirtualList
        {...rowList}
        items={rows}
        scroll="region"
        selection={{ selectedKey: selected, onSelect: setSelected }}
      />
      <p>Choisie : {selected ?? 'aucune'}</p>
    </>
  );
}

describe('VirtualList', () => {
  it.each<[string, VirtualListScroll]>([
    ['scrolls with the page', 'page'],
    ['scrolls in its own region', 'region'],
  ])('draws a bounded window of 2,400 items when it %s, each saying its place in the whole', (_, scroll) => {
    render(<List rows={buildRows(2400)} scroll={scroll} />);
    const items = within(screen.getByRole('list', { name: 'Lignes' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThanOrEqual(60);
    expect(items[0]).toHaveTextContent('Ligne 1');
    expect(items[0]).toHaveAttribute('aria-setsize', '2400');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('draws every item of a short list', () => {
    render(<List rows={buildRows(3)} scroll="region" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ligne 1', 'Ligne 2', 'Ligne 3']);
  });

  it('is a listbox the keyboard moves through and picks from, even past the drawn window', async () => {
    const user = userEvent.setup();
    render(<Picker rows={buildRows(2400)} />);
    const listbox = screen.getByRole('listbox', { name: 'Lignes' });
    await user.tab();
    expect(listbox).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = () => document.getElementById(listbox.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Ligne 3');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Choisie : 3')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ligne 3' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(active()).toHaveTextContent('Ligne 2400');
    expect(active()).toHaveAttribute('aria-posinset', '2400');
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(60);
    await user.keyboard(' ');
    expect(screen.getByText('Choisie : 2400')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(active()).toHaveTextContent('Ligne 1');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Ligne 1');
  });

  it('picks an option with a click', async () => {
    const user = userEvent.setup();
    render(<Picker rows={buildRows(10)} />);
    await user.click(screen.getByRole('option', { name: 'Ligne 4' }));
    expect(screen.getByText('Choisie : 4')).toBeInTheDocument();
  });
});
