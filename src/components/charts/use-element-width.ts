import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { canObserveSize, ChartSlotContext, observedWidth } from './chart-slot';

/**
 * The rendered width of an element, kept current with a ResizeObserver. Charts draw at the width they really get,
 * so their 18/20 px text is not scaled down by the SVG viewBox. `ready` is false until the width is known, so a chart
 * is drawn once at its real width rather than twice. Inside a measured `ChartSlot` the width is known from the first
 * render; elsewhere it is measured before the first paint. Without ResizeObserver (jsdom) the fallback is used at once.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const slot = useContext(ChartSlotContext);
  // The observer's first report is then the same width: React drops that update without a second drawing.
  const [measured, setMeasured] = useState<number | null>(slot?.width ?? null);
  const unknown = measured === null;
  const slotElement = slot?.element;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canObserveSize()) return;
    const update = (width: number) => setMeasured(width > 0 ? width : fallback);
    // Nothing tells the width yet, or the slot's does not apply (the chart went through a portal): measure now,
    // forcing a layout, rather than showing a drawing at a wrong width for a frame.
    if (unknown || (slotElement && !slotElement.contains(element))) {
      update(Math.floor(element.getBoundingClientRect().width));
    }
    const observer = new ResizeObserver(([entry]) => update(observedWidth(entry)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback, unknown, slotElement]);

  const ready = !unknown || !canObserveSize();
  return [ref, measured ?? fallback, ready] as const;
}
