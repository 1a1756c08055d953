/**
 * Debian's Chromium, as Playwright's projects, the benches and Lighthouse launch it: never a downloaded browser
 * (`CHROMIUM_PATH` overrides where it is).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
