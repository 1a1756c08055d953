import { useId } from 'react';

/**
 * An id for the clip path of a Victory line or area. Without one, Victory's clip container picks an id after its
 * first commit and re-keys its group: the line (or the radar's shape) is drawn, thrown away and drawn again in a
 * second, synchronous render before the first paint.
 */
export function useClipId(): string {
  return `chart-clip-${useId().replace(/[^\w-]/g, '')}`;
}
