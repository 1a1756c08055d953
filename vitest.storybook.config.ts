import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

/**
 * Every story in Debian's Chromium (npm run test:visual): Storybook's Vitest addon renders it and runs its play
 * function and axe with colour contrast on; .storybook/vitest.setup.ts compares it with its baseline in
 * .storybook/__screenshots__ (1280 px; pages at 375 px too). `npm run test:visual -- --update` rewrites the baselines.
 * Kept out of `npm test` (jsdom, budgeted at 90 s): this suite needs a browser and runs in .ci/run on its own.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: '.storybook', storybookUrl: 'http://127.0.0.1:6046' })],
    test: {
      name: 'storybook',
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Storybook's plugin turns the browser API's writes off unless asked: the baselines are written through it.
      // The server listens on 127.0.0.1 only, and the suite runs no code but the repository's.
      api: { host: '127.0.0.1', allowWrite: true, allowExec: false },
      testTimeout: 60_000,
      hookTimeout: 60_000,
      reporters: ['default', 'html'],
      outputFile: { html: 'storybook-visual-report/index.html' },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
          contextOptions: { locale: 'fr-FR', timezoneId: 'Europe/Paris' },
        }),
        instances: [{ browser: 'chromium', viewport: { width: 1280, height: 900 } }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // A busy machine may take a while to settle a page (deferred lists, measured charts).
            timeout: 20_000,
            // Anti-aliasing noise passes (pixelmatch's own detection, and 0.01 % of a capture's pixels); a moved or
            // recoloured element does not.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001 },
            resolveScreenshotPath: ({ arg, ext, root }) => `${root}/.storybook/__screenshots__/${arg}${ext}`,
          },
        },
      },
    },
  }),
);
