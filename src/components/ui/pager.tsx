import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { Button } from './button';
import { cx } from './class-names';
import './pager.css';

/**
 * A table or a grid that grows with a company shows one page at a time, with its place in the whole ('26–50 sur
 * 2 400'): `usePageWindow` windows a list held whole, `servedPageWindow` a page a host served, and `Pager` moves
 * through either. Lists that read as one column scroll through a `VirtualList` (virtual-list.tsx) instead.
 */

/** One page of a longer list, and what the pager needs to move through it. */
export interface PageWindow<T> {
  /** The items of the page shown. */
  items: readonly T[];
  /** The page shown, from 1 (kept within the pages there are). */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** Index of the page's first item in the whole list (0-based). */
  first: number;
  /** Length of the whole list. */
  total: number;
  /** Shows another page. */
  setPage: (page: number) => void;
}

/**
 * Pages of `pageSize` items. The page is kept within range when the list shrinks (a search); call `setPage(1)` when
 * the list is replaced by another (a new search) so the reader starts at its top.
 */
export function usePageWindow<T>(items: readonly T[], pageSize: number): PageWindow<T> {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pages);
  const first = (current - 1) * pageSize;
  return { items: items.slice(first, first + pageSize), page: current, pages, first, total: items.length, setPage };
}

/**
 * The window of a list a host pages itself: the page it served (`items`) and the whole list's length it gave
 * (`total`), for the same Pager.
 */
export function servedPageWindow<T>(served: {
  items: readonly T[];
  total: number;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
}): PageWindow<T> {
  const pages = Math.max(1, Math.ceil(served.total / served.pageSize));
  const page = Math.min(served.page, pages);
  return { ...served, page, pages, first: (page - 1) * served.pageSize };
}

/** The pager's words, in French. */
export const pagerContent = {
  previous: 'Page précédente',
  next: 'Page suivante',
  status: (page: number, pages: number) => `Page ${formatNumber(page, 0)} sur ${formatNumber(pages, 0)}`,
  range: (from: number, to: number, total: number) =>
    `${formatNumber(from, 0)}–${formatNumber(to, 0)} sur ${formatNumber(total, 0)}`,
};

export interface PagerProps {
  /** The page window it moves (from usePageWindow). */
  window: PageWindow<unknown>;
  /** Accessible name of the pager's navigation, e.g. 'Pagination des documents'. */
  label: string;
  /** Extra class on the navigation. */
  className?: string;
}

/** Previous / next buttons with the page's place in the whole ('26–50 sur 2 400'); nothing when one page holds all. */
export function Pager({ window: pageWindow, label, className }: PagerProps) {
  const { page, pages, first, items, total, setPage } = pageWindow;
  if (pages <= 1) return null;
  return (
    <nav className={cx('pager', className)} aria-label={label}>
      <p className="pager__range">{pagerContent.range(first + 1, first + items.length, total)}</p>
      <div className="pager__buttons">
        <Button
          variant="secondary"
          size="sm"
          iconStart={<ChevronLeft size={16} />}
          isDisabled={page === 1}
          onPress={() => setPage(page - 1)}
        >
          {pagerContent.previous}
        </Button>
        <span className="pager__status" aria-live="polite">
          {pagerContent.status(page, pages)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          iconEnd={<ChevronRight size={16} />}
          isDisabled={page === pages}
          onPress={() => setPage(page + 1)}
        >
          {pagerContent.next}
        </Button>
      </div>
    </nav>
  );
}
