import type { Politeness } from '../src/components/ui/announcer';

/**
 * What the app's announcer (src/components/ui/announcer.tsx) is saying now, oldest first: every message of its polite
 * region, or of the one asked for.
 */
export function spoken(politeness?: Politeness): string[] {
  const regions = politeness ? `[aria-live="${politeness}"]` : '[aria-live]';
  return Array.from(document.querySelectorAll(`[data-announcer] ${regions} > p`), (said) => said.textContent ?? '');
}
