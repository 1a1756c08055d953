import { useLayoutEffect, useRef, useState } from 'react';

const canObserve = () => typeof ResizeObserver !== 'undefined';

/**
 * The rendered width of an element, kept current with a ResizeObserver. Charts draw at the width they really get,
 * so their 18/20 px text is not scaled down by the SVG viewBox. `ready` is false until the first measure (taken
 * before the first paint), so a chart is drawn once at its real width rather than twice. Without ResizeObserver
 * (jsdom) the fallback is used at once.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) return;
    const update = () => {
      const width = Math.floor(element.getBoundingClientRect().width);
      setMeasured(width > 0 ? width : fallback);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  const ready = measured !== null || !canObserve();
  return [ref, measured ?? fallback, ready] as const;
}
