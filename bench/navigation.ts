/**
 * `npm run bench:navigation`: how fast a reviewer moves once signed in, compared with how fast a bare app of the same
 * stack paints its login (bench/bare), all measured in one run.
 *
 * Builds the bare stack, the demo build and the real-host build (VITE_API_MOCKING=false, calling an HTTP mock server
 * started here on a free port). For each of the two builds, in a fresh browser context: signs in as Claire through
 * the login form (click on 'Se connecter' → 'Votre score global' on screen), then opens every page of the main menu
 * by clicking the menu as a person does (click → the page's heading shown with no loader left in the main region).
 * Times are taken in the page (from the click event to the frame that shows the content), so Playwright's own
 * polling does not count. Prints the medians with their ratio to the bare app's login paint (LCP, cold load).
 *
 * Then, in a signed-in page of each build, the cost of an API call as the page sees it (fetch → body read), median of
 * 15: a call the guard refuses (no token: the backend's floor, routing and error answer only), three of the dashboard's
 * calls, and nine calls at once. In the demo they are answered in the page; in the real-host build, by the HTTP mock
 * server over loopback.
 *
 * Options: `--runs N` (default 5). Figures, not assertions: on a shared machine, compare the ratios of one run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { APP_PAGES, MENU_SECTIONS } from '../src/domain/pages';
import { startMockServer } from '../mocks/server/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, fillLoginAsClaire, measure, median, serve, vite } from './shared';

const SIGN_IN = 'Connexion → score';

/** The menu's pages, in menu order, with the section whose submenu holds each. */
const MENU_PAGES = APP_PAGES.flatMap((page) =>
  page.menu
    ? [
        {
          label: page.label,
          to: page.to,
          section: MENU_SECTIONS.find((section) => section.key === page.menu.section)?.label ?? null,
        },
      ]
    : [],
);

function runsFrom(argv: string[]): number {
  const index = argv.indexOf('--runs');
  const value = index >= 0 ? Number.parseInt(argv[index + 1] ?? '', 10) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : 5;
}

declare global {
  interface Window {
    /** Set by `armTimer`: the time from the next click to the frame that shows what `armTimer` waits for. */
    __steerBench?: Promise<number>;
  }
}

/**
 * Arms a timer in the page: it starts at the next click (the event's own time) and stops at the first animation
 * frame where the path is `path` and the main region shows `text`, or, without text, its heading with no loader left.
 */
async function armTimer(page: Page, path: string | null, text: string | null): Promise<void> {
  // A string, not a function: the bench runs under tsx, whose helpers (`__name`) do not exist in the page.
  await page.evaluate(`(() => {
    const path = ${JSON.stringify(path)};
    const text = ${JSON.stringify(text)};
    window.__steerBench = new Promise((resolve) => {
      let start = null;
      let previous = null;
      document.addEventListener('click', (event) => {
        start = event.timeStamp;
        previous = document.querySelector('main h1');
      }, { capture: true, once: true });
      const ready = () => {
        if (path !== null && location.pathname !== path) return false;
        const main = document.querySelector('main');
        if (!main) return false;
        if (text !== null) return (main.textContent ?? '').includes(text);
        if (main.querySelector('.ui-spinner__ring')) return false;
        // The new page's own heading: the previous page's stays on screen until the new one renders.
        const heading = main.querySelector('h1');
        return !!heading && heading !== previous && heading.getBoundingClientRect().height > 0;
      };
      const check = () => {
        if (start !== null && ready()) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  })()`);
}

const elapsed = (page: Page) => page.evaluate<number>('window.__steerBench ?? Promise.resolve(Number.NaN)');

/** One session: sign in, then every menu page in turn. Returns the time of each step, by its name. */
async function session(browser: Browser, origin: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const times = new Map<string, number>();
  try {
    await page.goto(`${origin}/login`);
    await fillLoginAsClaire(page);
    // Let the login page settle as a person reading it would (the demo's backend starts after the first paint).
    await page.waitForLoadState('networkidle');
    await armTimer(page, '/dashboard', 'Votre score global');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    times.set(SIGN_IN, await elapsed(page));
    await page.waitForLoadState('networkidle');

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const entry of MENU_PAGES) {
      await menu.hover();
      const link = menu.getByRole('link', { name: entry.label, exact: true });
      if (!(await link.isVisible()) && entry.section) {
        await menu.getByRole('button', { name: entry.section, exact: true }).click();
      }
      await armTimer(page, entry.to, null);
      await link.click();
      times.set(entry.label, await elapsed(page));
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await context.close();
  }
  return times;
}

/** The calls timed by `callCosts`, relative to the API's base URL. */
const CALLS = [
  { name: 'Refusé (sans jeton) : le plancher', path: '/results/claire.martin@verdance.fr', signed: false },
  { name: 'GET /results/{email}', path: '/results/claire.martin@verdance.fr', signed: true },
  { name: 'GET /users/company/', path: '/users/company/', signed: true },
  { name: 'GET /users/count/{email}', path: '/users/count/claire.martin@verdance.fr', signed: true },
] as const;
const PARALLEL = 'Neuf appels ensemble (/users/company/)';

/** Signs in on `origin`, then times API calls from the page (see the header); returns the medians, by name. */
async function callCosts(browser: Browser, origin: string, apiBase: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`);
    await fillLoginAsClaire(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Votre score global').waitFor();
    await page.waitForLoadState('networkidle');
    // A string, not a function: the bench runs under tsx, whose helpers (`__name`) do not exist in the page.
    const medians = await page.evaluate<Record<string, number>>(`(async () => {
      const base = ${JSON.stringify(apiBase)};
      const calls = ${JSON.stringify(CALLS)};
      const headers = { Authorization: 'Bearer ' + sessionStorage.getItem('accessToken') };
      const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const call = (path, signed) => fetch(base + path, signed ? { headers } : {}).then((response) => response.text());
      const timed = async (run) => { const start = performance.now(); await run(); return performance.now() - start; };
      const out = {};
      for (const { name, path, signed } of calls) {
        const times = [];
        for (let i = 0; i < 15; i++) times.push(await timed(() => call(path, signed)));
        out[name] = median(times);
      }
      const together = [];
      for (let i = 0; i < 15; i++) {
        together.push(await timed(() => Promise.all(Array.from({ length: 9 }, () => call('/users/company/', true)))));
      }
      out[${JSON.stringify(PARALLEL)}] = median(together);
      return out;
    })()`);
    return new Map(Object.entries(medians));
  } finally {
    await context.close();
  }
}

function printCalls(columns: { name: string; costs: Map<string, number> }[]): void {
  console.log("\nAppels d'API depuis une page connectée, médiane de 15 (fetch → corps lu) :\n");
  const rows = [...CALLS.map((call) => call.name), PARALLEL].map((name) => [
    name,
    ...columns.map((column) => `${(column.costs.get(name) ?? Number.NaN).toFixed(1)} ms`),
  ]);
  const header = ['Appel', ...columns.map((column) => column.name)];
  const widths = header.map((_, index) => Math.max(...[header, ...rows].map((row) => (row[index] ?? '').length)));
  const format = (row: string[]) => `| ${row.map((text, index) => text.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(format(row));
}

function printTable(reference: number, columns: { name: string; runs: Map<string, number>[] }[], runs: number): void {
  const steps = [SIGN_IN, ...MENU_PAGES.map((entry) => entry.label)];
  const cell = (values: number[]) => {
    const value = median(values);
    return `${value.toFixed(0)} ms (${(value / reference).toFixed(2)}×)`;
  };
  const header = ['Étape', ...columns.map((column) => column.name)];
  const lines = steps.map((step) => [
    step,
    ...columns.map((column) => cell(column.runs.map((times) => times.get(step) ?? Number.NaN))),
  ]);
  const widths = header.map((_, index) => Math.max(...[header, ...lines].map((line) => (line[index] ?? '').length)));
  const format = (line: string[]) => `| ${line.map((text, index) => text.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(
    `\nMedian of ${runs} sessions (Chromium, loopback); ratio to the bare app's login paint, ${reference.toFixed(0)} ms:\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const runs = runsFrom(process.argv.slice(2));
  const workspace = mkdtempSync(join(tmpdir(), 'steer-nav-bench-'));
  const servers: Server[] = [];
  const started = async (directory: string) => {
    const server = await serve(directory);
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const bareDir = join(workspace, 'bare');
  const demoDir = join(workspace, 'demo');
  const realDir = join(workspace, 'real');
  // The static servers read their folder at each request: they can start before the builds.
  const bareOrigin = await started(bareDir);
  const demoOrigin = await started(demoDir);
  const realOrigin = await started(realDir);
  const mockServer = await startMockServer({ port: 0, origins: [realOrigin] });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log('Building the bare stack, the demo build and the real-host build...');
    vite(ROOT, ['build', '--config', 'bench/bare/vite.config.ts', '--outDir', bareDir]);
    vite(ROOT, ['build', '--outDir', demoDir, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_MOCKING: 'true' });
    vite(ROOT, ['build', '--outDir', realDir, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_API_MOCKING: 'false',
      VITE_API_URL: mockServer.url,
      VITE_CHAT_URL: mockServer.url,
    });
    // Warm-ups (the browser's own start-up), then the runs in turns so that the machine's other work weighs alike.
    await measure(browser, bareOrigin);
    await session(browser, demoOrigin);
    await session(browser, realOrigin);
    const bare: number[] = [];
    const demo: Map<string, number>[] = [];
    const real: Map<string, number>[] = [];
    for (let run = 0; run < runs; run++) {
      bare.push((await measure(browser, bareOrigin)).lcp);
      demo.push(await session(browser, demoOrigin));
      real.push(await session(browser, realOrigin));
      console.log(`run ${run + 1}/${runs}: sign-in → score ${demo.at(-1)?.get(SIGN_IN)?.toFixed(0)} ms (demo)`);
    }
    printTable(
      median(bare),
      [
        { name: 'Démo (backend dans le navigateur)', runs: demo },
        { name: 'Build réel + serveur de maquette', runs: real },
      ],
      runs,
    );
    printCalls([
      { name: 'Démo (backend dans le navigateur)', costs: await callCosts(browser, demoOrigin, '') },
      { name: 'Build réel + serveur de maquette', costs: await callCosts(browser, realOrigin, mockServer.url) },
    ]);
  } finally {
    await browser.close();
    await mockServer.close();
    for (const server of servers) server.close();
    rmSync(workspace, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
