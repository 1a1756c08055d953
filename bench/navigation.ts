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
 * `--persona horizon` times Groupe Horizon (2,400 collaborators, 12,000 users on the platform) next to Claire, both on
 * the demo build: each Horizon session first signs in once (the demo builds Horizon's data then: timed apart), signs
 * out, loads /login again from the stored data, and is timed from there like Claire's. Each session also times
 * /login → in-browser backend ready (the demo console's button appears once the backend answers) and a reload of
 * /dashboard. Then, per persona, the backend's own costs from a signed-in page: median write (adding a collaborator,
 * a profile update) and read (two GETs) over 15 calls, and the store's size (IndexedDB and local storage).
 *
 * Each session also measures what a large company strains (issue 34): the collaborators popup (click → its list),
 * a keystroke in its search and in Mon pilotage's owner field (keydown → the first frame that shows the new result),
 * the longest task of each step (PerformanceObserver 'longtask'), and the JS heap after every page (after a
 * garbage collection, through the DevTools protocol). With `--persona horizon` a last table sets them against issue
 * 34's targets.
 *
 * Options: `--runs N` (default 5), `--persona claire|horizon` (default claire). Figures, not assertions: on a shared
 * machine, compare the ratios of one run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { APP_PAGES, MENU_SECTIONS } from '../src/domain/pages';
import { startMockServer } from '../mocks/server/app';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ROOT,
  fillLoginAs,
  fillLoginAsClaire,
  measure,
  median,
  printRows as printMarkdownRows,
  serve,
  vite,
} from './shared';

const SIGN_IN = 'Connexion → score';
const READY = '/login → backend prêt';
const RELOAD = 'Rechargement de /dashboard';
const FIRST_BUILD = 'Horizon : première connexion (construction)';
const POPUP = 'Popup des collaborateurs (clic → liste)';
const POPUP_KEYS = 'Frappe : recherche des collaborateurs';
const OWNER_KEYS = 'Frappe : responsable (Mon pilotage)';
/** In MB, after a garbage collection, once every page was opened. */
const HEAP = 'Tas JS après toutes les pages (Mo)';
/** The longest task of a step is stored under this prefix and the step's name. */
const LONG_TASK = 'longtask:';
/** How long one step may take before the bench reports it as '—' and goes on. */
const STEP_TIMEOUT_MS = 60_000;

const PERSONAS = {
  claire: { email: 'claire.martin@verdance.fr', name: 'Claire (Verdance, démo)' },
  horizon: { email: 'direction@groupe-horizon.fr', name: 'Horizon (démo)' },
} as const;
type PersonaKey = keyof typeof PERSONAS;

function personaFrom(argv: string[]): PersonaKey {
  const index = argv.indexOf('--persona');
  const value = index >= 0 ? argv[index + 1] : undefined;
  return value === 'horizon' ? 'horizon' : 'claire';
}

/**
 * Installed before any page script: records when the demo console's button appears, which it does once the
 * in-browser backend has loaded its data and answers (mocks/browser.ts mounts the console last).
 */
const BACKEND_READY_PROBE = `(() => {
  const seen = () => [...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').trim().startsWith('Démo'));
  const observer = new MutationObserver(() => {
    if (window.__steerBackendReady === undefined && seen()) {
      window.__steerBackendReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** Installed before any page script: keeps every long task of the document (start, duration). */
const LONG_TASK_PROBE = `(() => {
  window.__steerLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__steerLongTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})()`;

/** The longest task since `since` (page time, ms), 0 when none lasted 50 ms. */
const longestTaskSince = (page: Page, since: number) =>
  page.evaluate<number>(
    `Math.max(0, ...(window.__steerLongTasks ?? []).filter(([start]) => start >= ${since}).map(([, duration]) => duration))`,
  );

/**
 * Arms a timer in the page that starts at the next `startEvent` (its own time) and stops at the first animation
 * frame where `readyExpression` (JS, evaluated in the page) is true; NaN after 10 s. `window.__steerBefore` holds
 * `beforeExpression`'s value at arming, for a ready test that waits for a change.
 */
async function armUntil(
  page: Page,
  startEvent: 'click' | 'keydown',
  readyExpression: string,
  beforeExpression = 'null',
): Promise<void> {
  await page.evaluate(`(() => {
    window.__steerBefore = ${beforeExpression};
    window.__steerBench = new Promise((resolve) => {
      let start = null;
      document.addEventListener(${JSON.stringify(startEvent)}, (event) => { start = event.timeStamp; }, { capture: true, once: true });
      const deadline = performance.now() + 10000;
      const check = () => {
        if (start !== null && (${readyExpression})) resolve(performance.now() - start);
        else if (performance.now() > deadline) resolve(Number.NaN);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  })()`);
}

/** What a list of options shows: its size, its first option and how many are drawn (a change means a new result). */
const optionsSignature = (scope: string) =>
  `(() => { const options = document.querySelectorAll(${JSON.stringify(`${scope} [role="option"]`)}); const first = options[0]; return [first?.getAttribute('aria-setsize') ?? '', first?.textContent ?? '', options.length].join('|'); })()`;

/** Types two letters in `box`, each timed keydown → the frame that shows the changed options of `scope`. */
async function timeKeystrokes(page: Page, box: Locator, scope: string, letters: string): Promise<number[]> {
  const times: number[] = [];
  await box.focus();
  await box.selectText();
  for (const letter of letters) {
    const signature = optionsSignature(scope);
    await armUntil(page, 'keydown', `${signature} !== window.__steerBefore`, signature);
    await page.keyboard.press(letter);
    times.push(await elapsed(page));
  }
  return times;
}

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
    /** Set by BACKEND_READY_PROBE: when the demo console appeared, since the navigation started. */
    __steerBackendReady?: number;
    /** Set by LONG_TASK_PROBE: every long task, [start, duration]. */
    __steerLongTasks?: [number, number][];
    /** Set by `armUntil`: what the page showed when the timer was armed. */
    __steerBefore?: unknown;
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

/** Waits for the demo's backend on the current /login load; its time since the navigation started (NaN off the demo). */
async function backendReadyTime(page: Page, demo: boolean): Promise<number> {
  if (!demo) return Number.NaN;
  await page.waitForFunction('window.__steerBackendReady !== undefined', undefined, { timeout: 120_000 });
  return page.evaluate<number>('window.__steerBackendReady ?? Number.NaN');
}

/**
 * One session: sign in, then every menu page in turn, then a reload of /dashboard. Returns the time of each step, by
 * its name. A persona whose data the demo builds on first use (Horizon) signs in once before, untimed but for its
 * build, and signs out (cookies and session storage cleared), so the timed steps read the stored data.
 */
async function session(
  browser: Browser,
  origin: string,
  { email, demo, firstUse = false }: { email: string; demo: boolean; firstUse?: boolean },
): Promise<Map<string, number>> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  await context.addInitScript(BACKEND_READY_PROBE);
  await context.addInitScript(LONG_TASK_PROBE);
  const page = await context.newPage();
  const times = new Map<string, number>();
  const now = () => page.evaluate<number>('performance.now()');
  try {
    if (firstUse) {
      await page.goto(`${origin}/login`);
      await fillLoginAs(page, email);
      const started = Date.now();
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Votre score global').waitFor({ timeout: 180_000 });
      times.set(FIRST_BUILD, Date.now() - started);
      await page.waitForLoadState('networkidle');
      await context.clearCookies();
      await page.evaluate('sessionStorage.clear()');
    }
    await page.goto(`${origin}/login`);
    times.set(READY, await backendReadyTime(page, demo));
    await fillLoginAs(page, email);
    // Let the login page settle as a person reading it would (the demo's backend starts after the first paint).
    await page.waitForLoadState('networkidle');
    await armTimer(page, '/dashboard', 'Votre score global');
    let since = await now();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    times.set(SIGN_IN, await elapsed(page));
    await page.waitForLoadState('networkidle');
    times.set(LONG_TASK + SIGN_IN, await longestTaskSince(page, since));

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const entry of MENU_PAGES) {
      // A page that keeps the main thread busy past the timeout is reported as '—' and the session goes on: at
      // Horizon's size some lists still render every row (issue 34's third item).
      try {
        await menu.hover({ timeout: STEP_TIMEOUT_MS });
        const link = menu.getByRole('link', { name: entry.label, exact: true });
        if (!(await link.isVisible()) && entry.section) {
          await menu.getByRole('button', { name: entry.section, exact: true }).click({ timeout: STEP_TIMEOUT_MS });
        }
        await armTimer(page, entry.to, null);
        since = await now();
        await link.click({ timeout: STEP_TIMEOUT_MS });
        times.set(entry.label, await elapsed(page));
        await page.waitForLoadState('networkidle');
        times.set(LONG_TASK + entry.label, await longestTaskSince(page, since));
        if (entry.to === '/pilotage') {
          // The owner filter: the first letter replaces 'Tous les responsables' and opens the list, the second narrows it.
          const owner = page.getByRole('region', { name: 'Filtres' }).getByRole('combobox', { name: 'Responsable' });
          since = await now();
          const keys = await timeKeystrokes(page, owner, '[role="listbox"]', 'ma');
          times.set(OWNER_KEYS, Math.max(...keys));
          await page.keyboard.press('Escape');
          times.set(LONG_TASK + OWNER_KEYS, await longestTaskSince(page, since));
        }
      } catch (error) {
        console.warn(
          `${email}: ${entry.label} did not answer within ${STEP_TIMEOUT_MS} ms`,
          String(error).split('\n')[0],
        );
        times.set(entry.label, Number.NaN);
      }
    }

    // The collaborators popup, from the menu's icon (pressed by keyboard, as the demo console's button covers it).
    try {
      await menu.hover({ timeout: STEP_TIMEOUT_MS });
      const icon = page.getByRole('button', { name: 'Gérer mes collaborateurs' });
      await icon.focus({ timeout: STEP_TIMEOUT_MS });
      await armUntil(page, 'keydown', `!!document.querySelector('[role="dialog"] [role="listbox"] [role="option"]')`);
      since = await now();
      await page.keyboard.press('Enter');
      times.set(POPUP, await elapsed(page));
      await page.waitForLoadState('networkidle');
      times.set(LONG_TASK + POPUP, await longestTaskSince(page, since));
      const search = page.getByRole('dialog').getByRole('searchbox', { name: 'Rechercher un collaborateur' });
      since = await now();
      times.set(POPUP_KEYS, Math.max(...(await timeKeystrokes(page, search, '[role="dialog"]', 'ma'))));
      times.set(LONG_TASK + POPUP_KEYS, await longestTaskSince(page, since));
      await page.keyboard.press('Escape');
    } catch (error) {
      console.warn(`${email}: the collaborators popup did not answer`, String(error).split('\n')[0]);
    }

    // Every page was opened: what the page holds now, after a garbage collection.
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    times.set(HEAP, heap.usedSize / 1e6);

    await page.goto(`${origin}/dashboard`);
    await page.waitForFunction(
      "(document.querySelector('main')?.textContent ?? '').includes('Votre score global')",
      undefined,
      { polling: 'raf', timeout: 120_000 },
    );
    times.set(RELOAD, await page.evaluate<number>('performance.now()'));
    await page.waitForLoadState('networkidle');
    times.set(LONG_TASK + RELOAD, await longestTaskSince(page, 0));
  } finally {
    await context.close();
  }
  return times;
}

/** The backend's own costs, by name (ms, or bytes for sizes). */
const WRITE_ADD = "Écriture : ajout d'un collaborateur (POST /users/add-collaborator)";
const WRITE_PROFILE = 'Écriture : profil (PATCH /users/{email})';
const READ_RESULTS = 'Lecture : GET /results/{email}';
const READ_COUNT = 'Lecture : GET /users/count/{email}';
const STORE_IDB = 'Taille du stockage : IndexedDB (Mo)';
const STORE_LOCAL = 'Taille du stockage : local storage (M caractères)';
const BACKEND_ROWS = [WRITE_ADD, WRITE_PROFILE, READ_RESULTS, READ_COUNT, STORE_IDB, STORE_LOCAL] as const;
const MIN_SUFFIX = ' (min)';

/**
 * Signs in on the demo as `email` (after a first sign-in that builds the persona's data, when `firstUse`), then times
 * the backend from the page: 15 writes and reads of each kind, fetch → body read, and the store's size.
 */
async function backendCosts(
  browser: Browser,
  origin: string,
  { email, firstUse }: { email: string; firstUse: boolean },
): Promise<Map<string, number>> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`);
    await fillLoginAs(page, email);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Votre score global').waitFor({ timeout: firstUse ? 180_000 : 30_000 });
    await page.waitForLoadState('networkidle');
    // A string, not a function: the bench runs under tsx, whose helpers (`__name`) do not exist in the page.
    const costs = await page.evaluate<Record<string, number>>(`(async () => {
      const email = ${JSON.stringify(email)};
      const domain = email.split('@')[1];
      const headers = { Authorization: 'Bearer ' + sessionStorage.getItem('accessToken'), 'Content-Type': 'application/json' };
      const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const timed = async (run) => { const start = performance.now(); await run(); return performance.now() - start; };
      const call = async (path, init = {}) => {
        const response = await fetch(path, { headers, ...init });
        await response.text();
        if (!response.ok) throw new Error(path + ' answered ' + response.status);
      };
      const out = {};
      const series = async (name, run) => {
        const times = [];
        for (let i = 0; i < 15; i++) times.push(await timed(() => run(i)));
        out[name] = median(times);
        // The quickest call: what the work costs when the machine's other load leaves the page alone.
        out[name + ${JSON.stringify(MIN_SUFFIX)}] = Math.min(...times);
      };
      const stamp = Date.now().toString(36);
      await series(${JSON.stringify(WRITE_ADD)}, (i) => call('/users/add-collaborator', {
        method: 'POST',
        body: JSON.stringify({ email: 'banc.' + stamp + '.' + i + '@' + domain, role: 'Acteur', pages: [], name: 'Banc', surname: 'Essai' + i }),
      }));
      await series(${JSON.stringify(WRITE_PROFILE)}, (i) => call('/users/' + encodeURIComponent(email), {
        method: 'PATCH',
        body: JSON.stringify({ email, name: 'Prénom' + (i % 2), surname: 'Nom', work: 'Direction' }),
      }));
      await series(${JSON.stringify(READ_RESULTS)}, () => call('/results/' + encodeURIComponent(email)));
      await series(${JSON.stringify(READ_COUNT)}, () => call('/users/count/' + encodeURIComponent(email)));
      const estimate = navigator.storage && navigator.storage.estimate ? await navigator.storage.estimate() : {};
      const usage = estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
      out[${JSON.stringify(STORE_IDB)}] = usage / 1e6;
      let local = 0;
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? '';
        local += key.length + (localStorage.getItem(key) ?? '').length;
      }
      out[${JSON.stringify(STORE_LOCAL)}] = local / 1e6;
      return out;
    })()`);
    return new Map(Object.entries(costs));
  } finally {
    await context.close();
  }
}

function printBackend(columns: { name: string; costs: Map<string, number> }[], readiness: Map<string, number[]>): void {
  console.log('\nBackend dans le navigateur, depuis une page connectée (médiane de 15 appels, fetch → corps lu) :\n');
  const format = (name: string, value: number, quickest: number) =>
    name.startsWith('Taille') ? value.toFixed(2) : `${value.toFixed(1)} ms (min ${quickest.toFixed(1)} ms)`;
  const rows = [
    [
      READY,
      ...columns.map((column) => {
        const values = (readiness.get(column.name) ?? []).filter((value) => Number.isFinite(value));
        return values.length > 0 ? `${median(values).toFixed(0)} ms` : '—';
      }),
    ],
    ...BACKEND_ROWS.map((name) => [
      name,
      ...columns.map((column) =>
        format(name, column.costs.get(name) ?? Number.NaN, column.costs.get(name + MIN_SUFFIX) ?? Number.NaN),
      ),
    ]),
  ];
  const header = ['Mesure', ...columns.map((column) => column.name)];
  const widths = header.map((_, index) => Math.max(...[header, ...rows].map((row) => (row[index] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((text, index) => text.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
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
  const optional = [FIRST_BUILD].filter((step) =>
    columns.some((column) => column.runs.some((times) => times.has(step))),
  );
  const steps = [...optional, READY, SIGN_IN, ...MENU_PAGES.map((entry) => entry.label), POPUP, RELOAD];
  const cell = (values: number[]) => {
    if (!values.some((value) => Number.isFinite(value))) return '—';
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

/** The steps whose click → content the targets compare (every menu page, the popup, the reload). */
const PAGE_STEPS = [...MENU_PAGES.map((entry) => entry.label), POPUP, RELOAD];
const KEY_STEPS = [POPUP_KEYS, OWNER_KEYS];

/** The longest task of each step, the worst of the runs, per column. */
function printLongTasks(columns: { name: string; runs: Map<string, number>[] }[]): void {
  const steps = [SIGN_IN, ...MENU_PAGES.map((entry) => entry.label), OWNER_KEYS, POPUP, POPUP_KEYS, RELOAD];
  const cell = (values: number[]) => {
    const known = values.filter((value) => Number.isFinite(value));
    return known.length === 0 ? '—' : `${Math.max(...known).toFixed(0)} ms`;
  };
  const header = ['Plus longue tâche (pire des sessions)', ...columns.map((column) => column.name)];
  const lines = steps.map((step) => [
    step,
    ...columns.map((column) => cell(column.runs.map((times) => times.get(LONG_TASK + step) ?? Number.NaN))),
  ]);
  printRows(header, lines);
}

function printRows(header: string[], lines: string[][]): void {
  console.log('');
  printMarkdownRows(header, lines);
}

/** Issue 34's targets, Horizon (`other`) against Claire (`first`), from the medians of the runs. */
function printTargets(
  first: Map<string, number>[],
  other: Map<string, number>[],
  backend: { name: string; costs: Map<string, number> }[],
): void {
  const at = (runs: Map<string, number>[], step: string) => {
    const values = runs.map((times) => times.get(step) ?? Number.NaN).filter((value) => Number.isFinite(value));
    return values.length > 0 ? median(values) : Number.NaN;
  };
  const worst = (runs: Map<string, number>[], steps: string[], key = (step: string) => step) =>
    Math.max(
      ...runs.flatMap((times) => steps.map((step) => times.get(key(step)) ?? Number.NaN)).filter(Number.isFinite),
    );
  const verdict = (ok: boolean) => (ok ? 'tenue' : 'manquée');
  const ratios = PAGE_STEPS.map((step) => ({ step, ratio: at(other, step) / at(first, step) }));
  const worstPage = ratios.reduce((a, b) => (b.ratio > a.ratio || !Number.isFinite(a.ratio) ? b : a));
  const keys = Math.max(...KEY_STEPS.map((step) => at(other, step)));
  const longest = worst(other, [...PAGE_STEPS, SIGN_IN, ...KEY_STEPS], (step) => LONG_TASK + step);
  const longestClaire = worst(first, [...PAGE_STEPS, SIGN_IN, ...KEY_STEPS], (step) => LONG_TASK + step);
  const heap = at(other, HEAP) / at(first, HEAP);
  const writes = backend.flatMap((column) => [WRITE_ADD, WRITE_PROFILE].map((name) => column.costs.get(name) ?? 0));
  const reads = backend.flatMap((column) => [READ_RESULTS, READ_COUNT].map((name) => column.costs.get(name) ?? 0));
  const lines = [
    [
      'Pages, popup, rechargement : ≤ 1,5× Claire',
      `pire : ${worstPage.step}, ${worstPage.ratio.toFixed(2)}×`,
      verdict(worstPage.ratio <= 1.5),
    ],
    [
      'Frappe → résultat peint : ≤ 50 ms',
      `Horizon ${keys.toFixed(0)} ms (Claire ${Math.max(...KEY_STEPS.map((step) => at(first, step))).toFixed(0)} ms)`,
      verdict(keys <= 50),
    ],
    [
      'Aucune tâche > 200 ms',
      `Horizon ${longest.toFixed(0)} ms (Claire ${longestClaire.toFixed(0)} ms)`,
      verdict(longest <= 200),
    ],
    [
      'Tas JS ≤ 2× Claire',
      `${at(other, HEAP).toFixed(1)} Mo / ${at(first, HEAP).toFixed(1)} Mo = ${heap.toFixed(2)}×`,
      verdict(heap <= 2),
    ],
    ['Écriture médiane ≤ 20 ms', `pire : ${Math.max(...writes).toFixed(1)} ms`, verdict(Math.max(...writes) <= 20)],
    ['Lecture médiane ≤ 5 ms', `pire : ${Math.max(...reads).toFixed(1)} ms`, verdict(Math.max(...reads) <= 5)],
  ];
  console.log("\nCibles de l'issue 34 (Horizon face à Claire, médianes des sessions) :");
  printRows(['Cible', 'Mesure', 'Verdict'], lines);
}

/** Keystrokes and heap, the medians of the runs, per column. */
function printScaleRows(columns: { name: string; runs: Map<string, number>[] }[]): void {
  const cell = (step: string, values: number[]) => {
    const known = values.filter((value) => Number.isFinite(value));
    if (known.length === 0) return '—';
    return step === HEAP ? `${median(known).toFixed(1)} Mo` : `${median(known).toFixed(0)} ms`;
  };
  const lines = [...KEY_STEPS, HEAP].map((step) => [
    step,
    ...columns.map((column) =>
      cell(
        step,
        column.runs.map((times) => times.get(step) ?? Number.NaN),
      ),
    ),
  ]);
  printRows(['Mesure (médiane des sessions)', ...columns.map((column) => column.name)], lines);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = runsFrom(argv);
  const persona = personaFrom(argv);
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
  const claire = { email: PERSONAS.claire.email, demo: true };
  const horizon = { email: PERSONAS.horizon.email, demo: true, firstUse: true };
  try {
    console.log('Building the bare stack, the demo build and the real-host build...');
    vite(ROOT, ['build', '--config', 'bench/bare/vite.config.ts', '--outDir', bareDir]);
    vite(ROOT, ['build', '--outDir', demoDir, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_MOCKING: 'true' });
    vite(ROOT, ['build', '--outDir', realDir, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_API_MOCKING: 'false',
      VITE_API_URL: mockServer.url,
      VITE_CHAT_URL: mockServer.url,
    });
    // The second column: Horizon on the demo, or Claire on the real-host build.
    const second =
      persona === 'horizon'
        ? { name: PERSONAS.horizon.name, origin: demoOrigin, options: horizon }
        : { name: 'Build réel + serveur de maquette', origin: realOrigin, options: { ...claire, demo: false } };
    // Warm-ups (the browser's own start-up), then the runs in turns so that the machine's other work weighs alike.
    await measure(browser, bareOrigin);
    await session(browser, demoOrigin, claire);
    await session(browser, second.origin, second.options);
    const bare: number[] = [];
    const first: Map<string, number>[] = [];
    const other: Map<string, number>[] = [];
    for (let run = 0; run < runs; run++) {
      bare.push((await measure(browser, bareOrigin)).lcp);
      first.push(await session(browser, demoOrigin, claire));
      other.push(await session(browser, second.origin, second.options));
      console.log(
        `run ${run + 1}/${runs}: sign-in → score ${first.at(-1)?.get(SIGN_IN)?.toFixed(0)} ms (Claire, demo), ` +
          `${other.at(-1)?.get(SIGN_IN)?.toFixed(0)} ms (${second.name})`,
      );
    }
    const firstName = persona === 'horizon' ? PERSONAS.claire.name : 'Démo (backend dans le navigateur)';
    printTable(
      median(bare),
      [
        { name: firstName, runs: first },
        { name: second.name, runs: other },
      ],
      runs,
    );
    const columns = [
      { name: firstName, runs: first },
      { name: second.name, runs: other },
    ];
    printScaleRows(columns);
    printLongTasks(columns);
    const backendColumns = [
      { name: firstName, costs: await backendCosts(browser, demoOrigin, { email: claire.email, firstUse: false }) },
    ];
    if (persona === 'horizon') {
      backendColumns.push({
        name: second.name,
        costs: await backendCosts(browser, demoOrigin, { email: horizon.email, firstUse: true }),
      });
    }
    printBackend(
      backendColumns,
      new Map([
        [firstName, first.map((times) => times.get(READY) ?? Number.NaN)],
        [second.name, other.map((times) => times.get(READY) ?? Number.NaN)],
      ]),
    );
    if (persona === 'horizon') printTargets(first, other, backendColumns);
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
