import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium';
import {
  buildCommand,
  CHAOS_APP_PORT,
  CHAOS_APP_URL,
  DEMO_PORT,
  DEMO_URL,
  E2E_BUILDS,
  type E2eBuildName,
  MOCK_SERVER_PORT,
  MOCK_SERVER_URL,
  REAL_HOST_PORT,
  REAL_HOST_URL,
  SUB_PATH,
  SUB_PATH_PORT,
  SUB_PATH_URL,
} from './scripts/e2e-builds';

// The ports and addresses the specs import from here are scripts/e2e-builds.ts's, where the builds read them too.
export * from './scripts/e2e-builds';

/**
 * `STEER_E2E_PART=chaos` runs the chaos journey alone, with only the two servers it needs (the mock server and the
 * chaos build); `STEER_E2E_PART=journeys` runs every other project, none of them waiting for it. `.ci/run` runs the
 * first beside the static checks and `npm test` (it waits on its faults part of the time, and keeps 37 % of the two
 * cores busy on average), then the second. Unset, `npm run test:e2e` runs both in one run, the chaos journey first
 * and alone, as before.
 */
const PART = process.env.STEER_E2E_PART as 'chaos' | 'journeys' | undefined;
if (PART !== undefined && PART !== 'chaos' && PART !== 'journeys') {
  throw new Error(`STEER_E2E_PART=${String(PART)}: expected chaos or journeys`);
}
/**
 * The projects or web servers of the part asked for: the one named 'chaos' in the chaos part, the others in the
 * journeys part, those named in `both` (the mock server, which the chaos proxy forwards to) in both.
 */
function inPart<T extends { name?: string }>(entries: T[], both: string[] = []): T[] {
  if (PART === undefined) return entries;
  return entries.filter(({ name = '' }) => both.includes(name) || (name === 'chaos') === (PART === 'chaos'));
}
/**
 * The web server of a build (the demo, the real-host and chaos builds), named after it: it serves what `npm run
 * build:e2e` built when STEER_E2E_PREBUILT=1, else builds it first. scripts/serve-static.ts, as a static host serves
 * the build (the sub-path build's too): its `_headers`, a route's own HTML, the SPA fallback, a 404 for a missing
 * file, hashed assets cached for good, no compression. Not `vite preview` (issue 48): its middlewares and on-the-fly
 * gzip cost 0.31 CPU-s a signed-in page load against 0.13, and its `no-cache` made every reload ask for each asset
 * again; over the journeys alone, 605 CPU-s against 684 and 420 s against 456 (docs/toolchain.md).
 */
function staticServer(name: E2eBuildName, port: number, url: string) {
  return {
    name,
    command: `${buildCommand(name)} && npx tsx scripts/serve-static.ts ${E2E_BUILDS[name].outDir} --port ${port}`,
    url,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  };
}
/** The chaos journey runs first and alone when both parts run together (see its project). */
const afterChaos = PART === 'journeys' ? [] : ['chaos'];

export default defineConfig({
  testDir: './tests/e2e',
  // Each part in a folder of its own: Playwright empties its output folder when a run starts, and in .ci/run the
  // journeys start after the chaos journey wrote its report (test-results/chaos-seed-*.json) and beside the visual
  // suite, which writes under test-results/visual.
  outputDir: PART ? `test-results/e2e-${PART}` : 'test-results',
  fullyParallel: false,
  // One journey at a time, in Debian's headless shell of Chromium (scripts/chromium.ts). Each browser keeps both cores
  // busy: on a quiet 2-core machine the whole suite took about as long at one worker as at two (full browser: 20.8 min
  // against 21.9, 2026-11-26; headless shell: 16.4 min at one, and at two it went no faster, 2026-11-27), and at two
  // workers journeys ran two to four times longer than alone, so that the longest crossed their timeout in CI (the
  // menu by mouse: 24 s alone, over 60 s twice in one CI run). The visual suite keeps two workers: its story pages are
  // light (112 captures: 87 s at two, 124 s at one).
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // 60 s a journey: at one worker, the longest on this default take 14-17 s (a lever to the dashboard, the public
  // survey on the real host); longer ones set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: DEMO_URL,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
    // A trace is recorded only when a journey is run again after a failure (CI retries once): recording every journey
    // and throwing the trace away when it passed cost 25-45 % of the suite's time here (docs/toolchain.md).
    trace: 'on-first-retry',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: inPart([
    {
      // Issue 35: the key journey with 20 % of calls failing (seeded: CHAOS_SEED), then checked against the server.
      // It runs first and alone (the other projects depend on it): beside the demo's journeys, a cold page's own work
      // on a shared CPU held its « Chargement... » past the 3.5 s it allows a spinner without a notice (twice in full
      // runs, never alone), and the real-host journeys share its mock server. `--no-deps` leaves it out. .ci/run runs
      // it in a run of its own (STEER_E2E_PART, above) beside the static checks and npm test, which yield the CPU to it.
      name: 'chaos',
      testMatch: '**/chaos*.spec.ts',
      // Faults include 6 s delays and a patient person's retries: a journey takes minutes, not seconds.
      timeout: 360_000,
      // A failure is a finding to read in test-results/chaos-seed-*.json, not a flake to run again: so it keeps the
      // trace of a failure, having no retry to record one on.
      retries: 0,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: CHAOS_APP_URL,
        trace: 'retain-on-failure',
      },
    },
    {
      // Each persona signed in once through the login form, its state saved with the demo's IndexedDB
      // (tests/e2e/signed-in.ts): journeys whose subject is not the sign-in start from it.
      name: 'signed-in',
      testMatch: '**/signed-in.setup.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'demo',
      dependencies: [...afterChaos, 'signed-in'],
      testIgnore: ['**/mock-server.spec.ts', '**/*real-host.spec.ts', '**/sub-path.spec.ts', '**/chaos*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mock-server',
      dependencies: afterChaos,
      testMatch: '**/mock-server.spec.ts',
      use: { baseURL: MOCK_SERVER_URL },
    },
    {
      name: 'real-host',
      dependencies: afterChaos,
      // Every journey of the real-host build: real-host.spec.ts and the areas' <area>.real-host.spec.ts.
      testMatch: '**/*real-host.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: REAL_HOST_URL },
    },
    {
      name: 'sub-path',
      dependencies: afterChaos,
      testMatch: '**/sub-path.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: SUB_PATH_URL },
    },
  ]),
  // Each server serves what `npm run build:e2e` built when STEER_E2E_PREBUILT=1 (.ci/run), else builds it first
  // (scripts/e2e-builds.ts). Playwright starts them one after another; prebuilt, each is up in about a second.
  webServer: inPart(
    [
      staticServer('demo', DEMO_PORT, DEMO_URL),
      {
        name: 'mock-server',
        command: `PORT=${MOCK_SERVER_PORT} MOCK_SERVER_ORIGINS=${DEMO_URL},${REAL_HOST_URL},${CHAOS_APP_URL} npm run mock-server`,
        url: `${MOCK_SERVER_URL}/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
      staticServer('real-host', REAL_HOST_PORT, REAL_HOST_URL),
      staticServer('chaos', CHAOS_APP_PORT, CHAOS_APP_URL),
      {
        // The same static server, under the sub-path, as a static host would serve the demo there.
        name: 'sub-path',
        command:
          `${buildCommand('sub-path')} && npx tsx scripts/serve-static.ts ${E2E_BUILDS['sub-path'].outDir}` +
          ` --base ${SUB_PATH} --port ${SUB_PATH_PORT}`,
        url: SUB_PATH_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 240_000,
      },
    ],
    ['mock-server'],
  ),
});
