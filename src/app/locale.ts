/** The app's language: French, whatever the browser's. */
export const APP_LOCALE = 'fr-FR';

/** Where react-aria looks for its locale before the browser's language (its server-rendering hand-over). */
const REACT_ARIA_LOCALE = Symbol.for('react-aria.i18n.locale');

/**
 * Gives react-aria's components (modal, select, tooltip...) the French locale without an I18nProvider around the app:
 * the provider's import evaluated react-aria's locale detection (Intl data loading, ~15 ms of the main thread) on
 * every page, /login included, which uses no react-aria at all. react-aria reads the value once, when its locale
 * module is first evaluated: this module is imported first (main.tsx, the test setup, Storybook's decorators).
 */
if (typeof window !== 'undefined') {
  (window as unknown as Record<symbol, string>)[REACT_ARIA_LOCALE] = APP_LOCALE;
}
