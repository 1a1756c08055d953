import { createContext, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';

/** The enclosing `ChartSlot` and its width, once the browser has laid it out (null before, or without a slot). */
export interface MeasuredSlot {
  element: Element;
  width: number;
}

export const ChartSlotContext = createContext<MeasuredSlot | null>(null);

export const canObserveSize = () => typeof ResizeObserver !== 'undefined';

/** The content width of a ResizeObserver entry, read from the layout the browser has just done (never forcing one). */
export function observedWidth(entry: ResizeObserverEntry | undefined): number {
  return Math.floor(entry?.contentRect.width ?? 0);
}

/**
 * The box a chart will fill, rendered around its loader as well: it is measured while the data are on their way
 * (by a ResizeObserver, after a layout the browser does anyway), so the chart is drawn at its width in the render
 * that brings its data, without measuring itself first (a forced layout of the whole page, then a second render).
 * The chart must fill the slot's width (no padding or border between them); a chart rendered elsewhere through a
 * portal (an enlarged view in a modal) measures itself.
 */
export function ChartSlot({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [slot, setSlot] = useState<MeasuredSlot | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserveSize()) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = observedWidth(entry);
      setSlot(width > 0 ? { element, width } : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} {...props}>
      <ChartSlotContext value={slot}>{children}</ChartSlotContext>
    </div>
  );
}
