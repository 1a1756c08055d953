import {
  defaultRangeExtractor,
  measureElement as measureRendered,
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { cx } from './class-names';
import './virtual-list.css';

/**
 * Lists that grow with a company draw a window of their items, never all of them (house style: cost does not grow
 * with data). `VirtualList` keeps only the rows near the screen in the DOM, for lists that read as one column (the
 * team, comments, messages, cards); where a table or a grid reads better with its place in the whole, `Pager`
 * (pager.tsx) shows one page at a time instead.
 */

export type WindowedKey = string | number;

/** Where a virtual list scrolls. */
export type VirtualListScroll =
  /** The page scrolls and the list is part of it (Mon pilotage, Mes réalisations). */
  | 'page'
  /** The list scrolls in its own box, whose height its CSS class limits (the collaborators popup). */
  | 'region'
  /** The list sits inside a box that already scrolls (the chat's log), along with other content. */
  | { parent: RefObject<HTMLElement | null> };

/** A list of options, one of which can be picked: a listbox with arrow keys, Home, End and page keys. */
export interface VirtualListSelection {
  /** Key of the chosen item, or null. */
  selectedKey: WindowedKey | null;
  /** Called with the key of the item picked (click, Enter or Space). */
  onSelect: (key: WindowedKey) => void;
}

export interface VirtualListProps<T> {
  /** Every item of the list, in order; only those near the screen are drawn. */
  items: readonly T[];
  /** A stable key per item. */
  itemKey: (item: T) => WindowedKey;
  /** Draws one item (inside its `<li>`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Expected height of an item in px; each drawn item is then measured, so varied heights are fine. */
  estimateSize: number;
  /** Where the list scrolls (see VirtualListScroll). Set once: it does not change while mounted. */
  scroll?: VirtualListScroll;
  /** Accessible name of the list. */
  'aria-label'?: string;
  /** Id of the element naming the list. */
  'aria-labelledby'?: string;
  /** Class of the list's outer box (in 'region' mode, the box that scrolls: give it a max-height). */
  className?: string;
  /** Class of each item's `<li>`, or a function of the item. */
  itemClassName?: string | ((item: T) => string);
  /** An ordered list (`<ol>`), e.g. messages in time order. */
  ordered?: boolean;
  /** Items drawn beyond each edge of the screen, so a quick scroll shows no gap. */
  overscan?: number;
  /** Makes the list a listbox whose items can be picked (keyboard included). */
  selection?: VirtualListSelection;
  /**
   * An item to bring into view and keep drawn, e.g. one the person just moved here and whose focus follows it; null
   * or a key the list does not hold does nothing.
   */
  revealKey?: WindowedKey | null;
  /** Keep the last item in view as items are added (a conversation). */
  followEnd?: boolean;
  /**
   * Height in px assumed while the scrolling box has no layout (a test's DOM without layout, a hidden parent), so a
   * bounded window is drawn even then.
   */
  fallbackHeight?: number;
}

/** Height of the screen assumed when no layout tells it: a laptop's viewport. */
const DEFAULT_FALLBACK_HEIGHT = 800;
const DEFAULT_OVERSCAN = 6;

/**
 * A list that keeps only the items near the screen in the DOM, built on TanStack Virtual: whatever its length, a
 * few dozen `<li>` exist at a time; each one says its place to screen readers (`aria-posinset` / `aria-setsize`). With
 * `selection` it is a listbox: focus stays on the list and `aria-activedescendant` names the current option, which the
 * arrow keys, Home, End, Page Up and Page Down move (the list scrolls it into view); Enter or Space picks it.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { scroll = 'page' } = props;
  if (scroll === 'page') return <PageVirtualList {...props} />;
  return <BoxVirtualList {...props} parent={scroll === 'region' ? null : scroll.parent} />;
}

/** What the drawing needs of a virtualizer, whichever element it scrolls. */
interface DrawnWindow {
  getVirtualItems: () => VirtualItem[];
  getVirtualIndexes: () => number[];
  getTotalSize: () => number;
  measureElement: (node: HTMLLIElement | null) => void;
  scrollToIndex: (index: number, options?: { align?: 'start' | 'center' | 'end' | 'auto' }) => void;
  options: { scrollMargin: number; overscan: number };
}

/** Measures a drawn item; an item without layout keeps its estimate instead of collapsing to 0. */
function measureOrEstimate<S extends Element | Window>(estimate: number) {
  return (element: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<S, HTMLLIElement>) =>
    measureRendered(element, entry, instance) || estimate;
}

/**
 * The drawn range, plus the listbox's current option wherever it is: `aria-activedescendant` must name an element in
 * the DOM, even while a scroll to it is still under way.
 */
function rangeWith(...pinned: Array<number | null>) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const extra = pinned.filter(
      (index): index is number => index !== null && index >= 0 && index < range.count && !indexes.includes(index),
    );
    return extra.length === 0 ? indexes : [...new Set([...indexes, ...extra])].sort((a, b) => a - b);
  };
}

/** Index of the item `revealKey` names, or null. */
function revealedIndex<T>({ items, itemKey, revealKey }: VirtualListProps<T>): number | null {
  if (revealKey === undefined || revealKey === null) return null;
  const index = items.findIndex((item) => itemKey(item) === revealKey);
  return index < 0 ? null : index;
}

/** Distance in px from the top of `scroller`'s content (or of the page) to the top of `element`. */
function offsetWithin(element: HTMLElement, scroller: HTMLElement | null): number {
  const top = element.getBoundingClientRect().top;
  if (!scroller) return top + window.scrollY;
  return top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/** Keeps the list's offset inside its scroller current as content above it changes height. */
function useScrollMargin(listRef: RefObject<HTMLElement | null>, scroller: () => HTMLElement | null): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setMargin(Math.round(offsetWithin(list, scroller())));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // Content above the list (a filter bar that wraps, an alert) moves it: watch the box that holds both.
    const observer = new ResizeObserver(update);
    observer.observe(scroller() ?? document.body);
    return () => observer.disconnect();
  }, [listRef, scroller]);
  return margin;
}

function PageVirtualList<T>(props: VirtualListProps<T>) {
  const active = useState<number | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const noScroller = useCallback(() => null, []);
  const scrollMargin = useScrollMargin(listRef, noScroller);
  const fallback = props.fallbackHeight ?? DEFAULT_FALLBACK_HEIGHT;
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    rangeExtractor: rangeWith(active[0], revealedIndex(props)),
    count: props.items.length,
    estimateSize: () => props.estimateSize,
    getItemKey: (index) => props.itemKey(props.items[index] as T),
    overscan: props.overscan ?? DEFAULT_OVERSCAN,
    scrollMargin,
    measureElement: measureOrEstimate(props.estimateSize),
    initialRect: { width: 0, height: fallback },
  });
  return <VirtualItems {...props} virtualizer={virtualizer} listRef={listRef} active={active} />;
}

function BoxVirtualList<T>(props: VirtualListProps<T> & { parent: RefObject<HTMLElement | null> | null }) {
  const { parent } = props;
  const active = useState<number | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const scroller = useCallback(() => (parent ? parent.current : regionRef.current), [parent]);
  const parentMargin = useScrollMargin(listRef, scroller);
  const fallback = props.fallbackHeight ?? DEFAULT_FALLBACK_HEIGHT;
  // The app does not run the React Compiler: nothing here is memoized behind the virtualizer's back.
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this list itself
  const virtualizer = useVirtualizer<HTMLElement, HTMLLIElement>({
    rangeExtractor: rangeWith(active[0], revealedIndex(props)),
    count: props.items.length,
    getScrollElement: scroller,
    estimateSize: () => props.estimateSize,
    getItemKey: (index) => props.itemKey(props.items[index] as T),
    overscan: props.overscan ?? DEFAULT_OVERSCAN,
    scrollMargin: parent ? parentMargin : 0,
    measureElement: measureOrEstimate(props.estimateSize),
    initialRect: { width: 0, height: fallback },
    // A box without layout reports a height of 0, which would draw no item at all: assume the fallback instead.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { ...rect, height: fallback })),
  });
  const items = <VirtualItems {...props} virtualizer={virtualizer} listRef={listRef} active={active} />;
  if (parent) return items;
  return (
    // A keyboard can scroll the box even when its items hold nothing to focus (axe: scrollable-region-focusable); a
    // listbox is itself the focus stop.
    <div
      ref={regionRef}
      className={cx('virtual-list__region', props.className)}
      tabIndex={props.selection ? undefined : 0}
    >
      {items}
    </div>
  );
}

function VirtualItems<T>({
  items,
  itemKey,
  renderItem,
  virtualizer,
  listRef,
  selection,
  revealKey,
  followEnd = false,
  ordered = false,
  itemClassName,
  className,
  scroll = 'page',
  active: [activeIndex, setActiveIndex],
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: VirtualListProps<T> & {
  virtualizer: DrawnWindow;
  listRef: RefObject<HTMLElement | null>;
  /** The listbox's current option, kept by the list's scroller so that its range always holds it. */
  active: [number | null, (index: number) => void];
}) {
  const baseId = useId();
  const [hasFocus, setHasFocus] = useState(false);
  const count = items.length;
  const scrollMargin = virtualizer.options.scrollMargin;

  useEffect(() => {
    if (!followEnd || count === 0) return;
    // After the frame that lays the list out: the scroller then knows its height and the list its offset in it.
    const frame = requestAnimationFrame(() => virtualizer.scrollToIndex(count - 1, { align: 'end' }));
    return () => cancelAnimationFrame(frame);
  }, [followEnd, count, virtualizer]);

  const revealIndex =
    revealKey === undefined || revealKey === null ? -1 : items.findIndex((item) => itemKey(item) === revealKey);
  useEffect(() => {
    if (revealIndex >= 0) virtualizer.scrollToIndex(revealIndex, { align: 'auto' });
  }, [revealIndex, virtualizer]);

  const selectedIndex =
    selection && selection.selectedKey !== null
      ? items.findIndex((item) => itemKey(item) === selection.selectedKey)
      : -1;
  const current = activeIndex !== null && activeIndex < count ? activeIndex : Math.max(selectedIndex, 0);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const moveTo = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!selection || count === 0) return;
    const pageSize = Math.max(1, virtualizer.getVirtualIndexes().length - 2 * virtualizer.options.overscan);
    const targets: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
      PageDown: current + pageSize,
      PageUp: current - pageSize,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selection.onSelect(itemKey(items[current] as T));
    }
  };

  const List = ordered ? 'ol' : 'ul';
  const shown = virtualizer.getVirtualItems();
  const activeShown = selection && count > 0 && shown.some((row) => row.index === current);
  const inRegion = scroll === 'region';
  return (
    <List
      ref={(node: HTMLOListElement | HTMLUListElement | null) => {
        listRef.current = node;
      }}
      className={cx('virtual-list', !inRegion && className)}
      style={{ height: virtualizer.getTotalSize() }}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      {...(selection && {
        role: 'listbox',
        tabIndex: 0,
        'aria-activedescendant': activeShown ? optionId(current) : undefined,
        onKeyDown,
        onFocus: () => {
          setHasFocus(true);
          if (activeIndex === null && count > 0) setActiveIndex(current);
        },
        onBlur: () => setHasFocus(false),
      })}
    >
      {shown.map((row) => {
        const item = items[row.index] as T;
        const key = itemKey(item);
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={cx(
              'virtual-list__item',
              typeof itemClassName === 'function' ? itemClassName(item) : itemClassName,
            )}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            aria-setsize={count}
            aria-posinset={row.index + 1}
            {...(selection && {
              id: optionId(row.index),
              role: 'option',
              'aria-selected': key === selection.selectedKey,
              'data-selected': key === selection.selectedKey || undefined,
              'data-focused': (hasFocus && row.index === current) || undefined,
              onClick: () => {
                setActiveIndex(row.index);
                selection.onSelect(key);
              },
            })}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </List>
  );
}
