import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * The visual suite (npm run test:visual, through scripts/visual/run.ts): every story of the built Storybook in
 * Debian's Chromium, served under a sub-path as a designer's host would serve it. See docs/storybook.md.
 */
const ROOT = resolve(import.meta.dirname, '../..');
/** The built Storybook run.ts points at (STORYBOOK_STATIC), served at STORYBOOK_URL. */
export const STORYBOOK_STATIC = resolve(process.env.STORYBOOK_STATIC ?? `${ROOT}/storybook-static`);
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6146);
export const STORYBOOK_SUB_PATH = '/storybook/';
export const STORYBOOK_URL = `http://127.0.0.1:${VISUAL_PORT}${STORYBOOK_SUB_PATH}`;

export default defineConfig({
  testDir: '.',
  // Every story; then the key ones again under a contrast theme (forced colours, issue 43).
  testMatch: ['stories.spec.ts', 'forced-colors.spec.ts'],
  // One test per story, handed to whichever worker is free: each worker keeps one page of the preview open.
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // As the journeys: one retry on CI. A real difference fails both tries; the copilote panel's 'Message long' once
  // differed by 5 % on a second pass (its log follows the newest message), not yet made stable.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Baselines are written only when asked (run.ts --update): a story without one fails.
  updateSnapshots: 'none',
  snapshotPathTemplate: `${ROOT}/.storybook/__screenshots__/{arg}{ext}`,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Anti-aliasing noise passes (the comparator's own detection, a colour distance of 0.1 and 0.01 % of a
      // capture's pixels); a moved or recoloured element does not.
      threshold: 0.1,
      maxDiffPixelRatio: 0.0001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [
    ['list', { printSteps: false }],
    ['html', { outputFolder: `${ROOT}/storybook-visual-report`, open: 'never' }],
  ],
  outputDir: `${ROOT}/test-results/visual`,
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // The browser's own language does not show: no story draws a native widget any more (dates are react-aria's
    // DateField, in the app's fr-FR), so the captures are the same in an English Chromium without chromium-l10n.
    // Whether Chromium gives a scrolling box a layer of its own may change from one run to the next, and with it how
    // text at a fractional offset inside it is rasterised: the collaborators popup of a secondary admin (its body
    // scrolls by 18 px at 1280 × 900) differed by one pixel row in 5 of 13 runs, with the same layout to the
    // hundredth of a pixel. With this switch: 12 runs of 12 (issue 42, item 6).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-prefer-compositing-to-lcd-text'],
    },
  },
  webServer: {
    command: `npx tsx scripts/serve-static.ts ${JSON.stringify(STORYBOOK_STATIC)} --base ${STORYBOOK_SUB_PATH} --port ${VISUAL_PORT}`,
    cwd: ROOT,
    url: `${STORYBOOK_URL}index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
