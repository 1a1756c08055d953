import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager, usePageWindow } from './pager';

/** Rows 'Ligne 1' to 'Ligne {count}'. */
const buildRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, label: `Ligne ${index + 1}` }));

describe('usePageWindow and Pager', () => {
  it('shows one page and where it stands in the whole, in French number format', async () => {
    const user = userEvent.setup();
    function Paged() {
      const pages = usePageWindow(buildRows(2400), 25);
      return (
        <>
          <ul>
            {pages.items.map((row) => (
              <li key={row.id}>{row.label}</li>
            ))}
          </ul>
          <Pager window={pages} label="Pagination des lignes" />
        </>
      );
    }
    render(<Paged />);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Pagination des lignes' });
    expect(pager).toHaveTextContent('1–25 sur 2 400');
    expect(pager).toHaveTextContent('Page 1 sur 96');
    expect(within(pager).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Ligne 26');
    expect(pager).toHaveTextContent('26–50 sur 2 400');
  });

  it('keeps the page within range when the list shrinks, and shows no pager for a single page', () => {
    const { result, rerender } = renderHook(({ rows }) => usePageWindow(rows, 10), {
      initialProps: { rows: buildRows(100) },
    });
    act(() => result.current.setPage(8));
    rerender({ rows: buildRows(25) });
    expect(result.current.page).toBe(3);
    expect(result.current.items.map((row) => row.id)).toEqual([21, 22, 23, 24, 25]);
    render(<Pager window={{ ...result.current, pages: 1 }} label="Pagination" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
