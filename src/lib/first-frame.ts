import { useDeferredValue } from 'react';

/**
 * A long list of costly items, drawn in two steps: on the list's first render only its first `count` items (what a
 * screen shows before scrolling), and every item in a background render right after (React's `useDeferredValue` with
 * an initial value), which input and paint can interrupt. From then on the whole list renders at once, so a filter or
 * a moved item never lands in a half-drawn list.
 */
export function useFirstFrameSlice<T>(items: readonly T[], count: number): readonly T[] {
  const complete = useDeferredValue(true, false);
  return complete ? items : items.slice(0, count);
}
