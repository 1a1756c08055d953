import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * Issue 35's "before": the chaos journey against the client as it was at df484f9, before issue 35, with today's
 * proxy and mock server. Ports: 4110 mock server, 4276 old client, 4277 proxy (started by the spec), none of the
 * main config's. Once, the old client in a worktree beside this checkout, built for the proxy:
 *   git worktree add ../steer-before df484f9 && cd ../steer-before && npm ci
 *   VITE_API_MOCKING=false VITE_API_URL=http://127.0.0.1:4277 VITE_CHAT_URL=http://127.0.0.1:4277 \
 *     npx vite build --outDir dist-chaos-before
 * Then, from this checkout (CHAOS_BEFORE_WORKTREE when the worktree is elsewhere):
 *   CHAOS_SEEDS=7,11,23 npx playwright test -c bench/chaos-before/playwright.config.ts
 * Reports: bench/chaos-before/test-results/chaos-before-seed-N.json.
 */
const MAIN = fileURLToPath(new URL('../..', import.meta.url));
export const BEFORE_WORKTREE = process.env.CHAOS_BEFORE_WORKTREE ?? resolve(MAIN, '../steer-before');
export const BEFORE_MOCK_SERVER_PORT = 4110;
export const BEFORE_APP_PORT = 4276;
export const BEFORE_PROXY_PORT = 4277;
export const BEFORE_MOCK_SERVER_URL = `http://127.0.0.1:${BEFORE_MOCK_SERVER_PORT}`;
export const BEFORE_APP_URL = `http://127.0.0.1:${BEFORE_APP_PORT}`;
export const BEFORE_PROXY_URL = `http://127.0.0.1:${BEFORE_PROXY_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 360_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BEFORE_APP_URL,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // The CURRENT mock server (from /work/main), the old client's origin allowed.
      command: `PORT=${BEFORE_MOCK_SERVER_PORT} MOCK_SERVER_ORIGINS=${BEFORE_APP_URL} npm run mock-server`,
      cwd: MAIN,
      url: `${BEFORE_MOCK_SERVER_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The OLD real-host client (df484f9), built beforehand in the worktree:
      // VITE_API_MOCKING=false VITE_API_URL=http://127.0.0.1:4277 VITE_CHAT_URL=http://127.0.0.1:4277 npx vite build --outDir dist-chaos-before
      command: `npx vite preview --outDir dist-chaos-before --port ${BEFORE_APP_PORT} --strictPort`,
      cwd: BEFORE_WORKTREE,
      url: BEFORE_APP_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
