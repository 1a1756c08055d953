import { expect, test, type Browser, type Page } from './fixtures';
import { MOCK_SERVER_URL, REAL_HOST_URL } from '../../playwright.config';
import { logIn } from './helpers';

/**
 * `npm run bench:dashboard`: figures, not timed assertions. Runs against the real-host build (mocking off, the
 * client as it ships) talking to the HTTP mock server, with a fixed 300 ms added to every API call by the browser.
 *
 * 1. Time from the in-app navigation to /dashboard until every section is drawn, as a ratio to the slowest single
 *    call of that navigation: near 1 when the calls run in parallel, 2 or more with a waterfall (target < 1.3).
 * 2. JavaScript downloaded by a session that only opens /login (which fetches the dashboard's code, Victory included,
 *    once painted and idle: see dashboard.spec.ts), and by one that goes on to the dashboard.
 */

const LATENCY_MS = 300;
const CLAIRE = 'claire.martin@verdance.fr';

interface ScriptStat {
  url: string;
  bytes: number;
  victory: boolean;
}

/** Collects every script the page downloads, with its size and whether it is Victory. */
function recordScripts(page: Page): ScriptStat[] {
  const scripts: ScriptStat[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: response.url(),
      bytes: body.length,
      victory: body.toString('utf8').includes('VictoryContainer'),
    });
  });
  return scripts;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (scripts: ScriptStat[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

async function withLatency(page: Page, enabled: { on: boolean }) {
  await page.route(
    (url) => url.origin === MOCK_SERVER_URL && !url.pathname.startsWith('/socket.io'),
    async (route) => {
      if (enabled.on) await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue();
    },
  );
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: REAL_HOST_URL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test('bench: dashboard sections in parallel, Victory only with the dashboard', async ({ browser }) => {
  test.setTimeout(120_000);

  // ── JavaScript of /login alone ──
  const loginPage = await newPage(browser);
  const loginScripts = recordScripts(loginPage);
  await loginPage.goto('/login');
  await expect(loginPage.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await loginPage.waitForLoadState('networkidle');
  await loginPage.context().close();

  // ── A session that signs in and opens the dashboard through the app's own navigation ──
  const page = await newPage(browser);
  const sessionScripts = recordScripts(page);
  const latency = { on: false };
  await withLatency(page, latency);
  await page.goto('/login');
  await logIn(page, CLAIRE);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Leave for a page without data, then come back with a cold cache: what a person reaching the dashboard gets.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home Page' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  latency.on = true;

  const started = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href="/dashboard"]');
    if (!link) throw new Error('Aucun lien vers /dashboard sur /home');
    performance.clearResourceTimings();
    const at = performance.now();
    link.click();
    return at;
  });
  const drawn = await page.waitForFunction(
    () => {
      // Figures whose drawing is there: a Victory chart holds two svg (its drawing and an empty portal layer), so
      // counting svg elements would be satisfied by three charts out of six.
      const drawings = Array.from(document.querySelectorAll('figure.chart-figure .chart-figure__drawing')).filter(
        (drawing) => drawing.querySelector('svg'),
      ).length;
      const meters = document.querySelectorAll('[role="meter"]').length;
      const lists = document.querySelectorAll('.action-list').length;
      return drawings >= 6 && meters === 4 && lists >= 2 ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const finished = (await drawn.jsonValue()) as number;
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
      duration: entry.duration,
    })),
  );
  const calls = resources
    .filter((entry) => entry.url.startsWith(MOCK_SERVER_URL))
    .map((entry) => ({ name: new URL(entry.url).pathname, duration: entry.duration, end: entry.end - started }));
  const code = resources
    .filter((entry) => !entry.url.startsWith(MOCK_SERVER_URL))
    .map((entry) => ({ name: new URL(entry.url).pathname, end: entry.end - started }));
  await page.context().close();

  const elapsed = finished - started;
  const slowest = Math.max(...calls.map((call) => call.duration));
  const ratio = elapsed / slowest;
  const lastAnswer = Math.max(...calls.map((call) => call.end));

  const loginVictory = loginScripts.filter((script) => script.victory);
  const sessionVictory = sessionScripts.filter((script) => script.victory);
  const lines = [
    `Dashboard bench (real-host build, +${LATENCY_MS} ms per API call)`,
    `  API calls during the navigation: ${calls.length}`,
    ...calls.map((call) => `    ${call.name}: ${call.duration.toFixed(0)} ms (answered at +${call.end.toFixed(0)} ms)`),
    `  code fetched during the navigation: ${code.length} files, last at +${Math.max(0, ...code.map((file) => file.end)).toFixed(0)} ms`,
    `  navigation → every section drawn: ${elapsed.toFixed(0)} ms`,
    `  slowest single call: ${slowest.toFixed(0)} ms`,
    `  ratio: ${ratio.toFixed(2)}× (target < 1.3×: no waterfall)${ratio < 1.3 ? '' : '  ⚠ above target'}`,
    `  last answer at +${lastAnswer.toFixed(0)} ms: ${(lastAnswer / slowest).toFixed(2)}× the slowest call (the calls' own overlap); the rest is drawing`,
    `  JS for /login alone: ${kB(total(loginScripts))} in ${loginScripts.length} files, Victory: ${loginVictory.length ? 'yes' : 'no'}`,
    `  JS for /login + dashboard: ${kB(total(sessionScripts))} in ${sessionScripts.length} files, Victory: ${
      sessionVictory.length ? `yes (${kB(total(sessionVictory))})` : 'no'
    }`,
  ];
  console.log(lines.join('\n'));
  test.info().annotations.push({ type: 'bench', description: lines.join(' | ') });

  expect(calls.length).toBeGreaterThanOrEqual(9);
  expect(sessionVictory.length).toBeGreaterThan(0);
});
