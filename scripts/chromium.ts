/**
 * Debian's Chromium, as Playwright's projects, the benches and Lighthouse launch it: never a downloaded browser
 * (`CHROMIUM_PATH` overrides where it is).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`), which the journeys drive
 * (`npm run test:e2e`; `CHROMIUM_HEADLESS_SHELL_PATH` overrides where it is). The same Blink and V8 without the
 * browser around them: on this 2-core machine a journey takes about 40 % less time than in the full browser's new
 * headless mode, and the whole suite went from 22.7 to 16.4 minutes at one worker (docs/toolchain.md). The visual
 * suite, the benches and Lighthouse keep the full browser: its baselines, and what a person runs.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's Chromium on a closed network: without the background-networking flags it floods refused connections. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
