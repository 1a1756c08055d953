import { screen } from '@testing-library/react';

/**
 * Helpers shared by the account screens' tests (test-only: imported by *.test.tsx files, never by a screen).
 */

/** The password input of a field labelled `label` (type=password has no ARIA role, so it is found by its label). */
export function passwordInput(label: RegExp = /^Mot de passe/): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/**
 * Makes `window.matchMedia` answer `matches` for every query (jsdom has none): `false` simulates a screen narrower
 * than 1024 px. Returns the restore function.
 */
export function stubMatchMedia(matches: boolean): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const matchMedia = (query: string): MediaQueryList => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return () => {
    if (descriptor) Object.defineProperty(window, 'matchMedia', descriptor);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}
