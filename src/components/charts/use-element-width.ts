import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept current with a ResizeObserver. Charts draw at the width they really get,
 * so their 18/20 px text is not scaled down by the SVG viewBox. Without ResizeObserver (jsdom) the fallback stays.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
