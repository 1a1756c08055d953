/**
 * `npm run bench:startup`: how fast /login starts, compared with the bare stack (bench/bare).
 *
 * Builds three apps — the bare stack, the real-host build (VITE_API_MOCKING=false) and the demo build — serves each
 * from a small static server on a free port, loads /login cold (a fresh browser context each time) in Debian's
 * Chromium — the three in turns, so that the machine's other work weighs on each alike — and prints the medians: JavaScript transferred (gzip, as a server would send it) before the largest
 * contentful paint and once the page has settled, the JS requests, first and largest contentful paint, each with its
 * ratio to the bare stack. Figures, not assertions: on a shared machine times are noisy, so compare the ratios of one
 * run.
 *
 * Then (issue 41) cold signed-in pages on a CPU slowed `--cpu` times (default 4: a modest laptop), side by side with
 * the bare stack's /login on the same slowed CPU: /dashboard, /pilotage and /solutions in both builds (the real-host
 * build against the HTTP mock server, started here), each in a new tab with the HTTP cache cleared and the session
 * restored from its cookie (bench/cold-pages.ts): largest paint, content there (the score, the first card, the first
 * lever) and layout shift. And the first sign-in in a fresh browser, Claire against Groupe Horizon, on the demo
 * (bench/first-sign-in.ts): time, longest task, longest time between frames, when the preparation message showed.
 *
 * Options: `--runs N` (default 5); `--cpu N` (default 4); `--only login,pages,horizon` (default all three);
 * `--before DIR` adds another checkout's demo and real-host builds to the cold pages and the first sign-ins, measured
 * in the same runs, in turns (a fair 'before' on a busy machine); `--app DIR` measures another checkout of this app (e.g. an older commit extracted with `git archive`, with a
 * `node_modules` link), still against this checkout's bare stack and mock server; `CHROMIUM_PATH` as for Playwright.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startMockServer } from '../mocks/server/app';
import {
  COLD_PATHS,
  coldPublicLoad,
  coldSignedInLoad,
  signedInContext,
  type ColdLoad,
  type ColdPath,
} from './cold-pages';
import { firstSignIn, type FirstSignIn } from './first-sign-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, measure, median, printRows, serve, vite, type Load } from './shared';

const PARTS = ['login', 'pages', 'horizon'] as const;
type Part = (typeof PARTS)[number];

interface Options {
  runs: number;
  cpu: number;
  only: Set<Part>;
  app: string;
  /** Another checkout whose demo and real-host builds are measured in the same runs, in turns (pages, horizon). */
  before: string | null;
}

function readOptions(argv: string[]): Options {
  const options: Options = { runs: 5, cpu: 4, only: new Set(PARTS), app: ROOT, before: null };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === '--runs' && value) options.runs = Math.max(1, Number.parseInt(value, 10) || 5);
    else if (flag === '--cpu' && value) options.cpu = Math.max(1, Number.parseFloat(value) || 4);
    else if (flag === '--only' && value) {
      options.only = new Set(PARTS.filter((part) => value.split(',').includes(part)));
    } else if (flag === '--app' && value) options.app = resolve(value);
    else if (flag === '--before' && value) options.before = resolve(value);
    else continue;
    index++;
  }
  return options;
}

interface Variant {
  name: string;
  build: (outDir: string) => void;
}

function variants(app: string, apiUrl: string): Variant[] {
  return [
    {
      name: 'bare stack',
      build: (outDir) => vite(ROOT, ['build', '--config', 'bench/bare/vite.config.ts', '--outDir', outDir]),
    },
    {
      name: 'real-host build',
      build: (outDir) =>
        vite(app, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
          VITE_API_MOCKING: 'false',
          VITE_API_URL: apiUrl,
          VITE_CHAT_URL: apiUrl,
        }),
    },
    {
      name: 'demo build',
      build: (outDir) =>
        vite(app, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_MOCKING: 'true' }),
    },
  ];
}

interface Row {
  label: string;
  key: keyof Load;
  format: (value: number) => string;
}

const ROWS: Row[] = [
  {
    label: 'JS before the largest paint, gzip',
    key: 'jsBeforeLcp',
    format: (value) => `${(value / 1000).toFixed(1)} kB`,
  },
  { label: 'JS once settled, gzip', key: 'jsSettled', format: (value) => `${(value / 1000).toFixed(1)} kB` },
  { label: 'JS requests', key: 'jsRequests', format: (value) => value.toFixed(0) },
  { label: 'First contentful paint', key: 'fcp', format: (value) => `${value.toFixed(0)} ms` },
  { label: 'Largest contentful paint', key: 'lcp', format: (value) => `${value.toFixed(0)} ms` },
];

function printTable(names: string[], results: Load[][], runs: number): void {
  const medians = results.map((loads) => {
    const entry = {} as Load;
    for (const { key } of ROWS) entry[key] = median(loads.map((load) => load[key]));
    return entry;
  });
  const reference = medians[0];
  const header = ['/login', ...names];
  const lines = ROWS.map(({ label, key, format }) => [
    label,
    ...medians.map((values, index) => {
      const ratio =
        reference && index > 0 && reference[key] > 0 ? ` (${(values[key] / reference[key]).toFixed(2)}×)` : '';
      return `${format(values[key])}${ratio}`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => (line[column] ?? '').length)));
  const format = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\nMedian of ${runs} cold loads of /login (Chromium, loopback):\n`);
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** Cold signed-in pages: per build and page, the medians and their ratio to the bare app's /login paint. */
function printColdPages(
  bare: ColdLoad[],
  builds: { name: string; loads: Map<ColdPath, ColdLoad[]> }[],
  options: Options,
): void {
  const reference = median(bare.map((load) => load.lcp));
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—');
  const ratio = (value: number) => (Number.isFinite(value) ? ` (${(value / reference).toFixed(2)}×)` : '');
  const lines = [
    ['bare app /login', ms(reference), '—', median(bare.map((load) => load.cls)).toFixed(3)],
    ...builds.flatMap(({ name, loads }) =>
      COLD_PATHS.map((path) => {
        const runs = loads.get(path) ?? [];
        const lcp = median(runs.map((load) => load.lcp));
        const content = median(runs.map((load) => load.content));
        const cls = Math.max(0, ...runs.map((load) => load.cls));
        return [`${name} ${path}`, `${ms(lcp)}${ratio(lcp)}`, `${ms(content)}${ratio(content)}`, cls.toFixed(3)];
      }),
    ),
  ];
  console.log(
    `\nCold loads at ${options.cpu}× CPU, 1280 × 900, HTTP cache cleared, session restored from its cookie ` +
      `(median of ${options.runs}; CLS: the worst run):\n`,
  );
  printRows(['cold load', 'largest paint', 'content there', 'CLS'], lines);
}

/** First sign-in in a fresh browser: Claire and Horizon, medians (the longest task and frame gap: the worst run). */
function printFirstSignIns(rows: { name: string; runs: FirstSignIn[] }[], runs: number): void {
  const lines = rows.map(({ name, runs: measured }, index) => {
    // Each build's Horizon against its own Claire (the row before it).
    const claire = median(rows[index - (index % 2)]?.runs.map((run) => run.total) ?? []);
    const total = median(measured.map((run) => run.total));
    const message = measured.map((run) => run.message).filter(Number.isFinite);
    return [
      name,
      `${total.toFixed(0)} ms (${(total / claire).toFixed(2)}×)`,
      `${Math.max(...measured.map((run) => run.longestTask)).toFixed(0)} ms`,
      `${Math.max(...measured.map((run) => run.longestFrameGap)).toFixed(0)} ms`,
      message.length > 0 ? `${median(message).toFixed(0)} ms (${message.length}/${measured.length})` : '—',
    ];
  });
  console.log(
    `\nFirst sign-in in a fresh browser, demo build, click → score (median of ${runs}; worst task and gap):\n`,
  );
  printRows(['persona', 'click → score', 'longest task', 'longest frame gap', 'message shown'], lines);
}

/** Builds the other checkout's demo and real-host builds into the folders its servers serve (see `--before`). */
function buildBefore(app: string, dirs: { demo: string; real: string }, apiUrl: string): void {
  for (const [mocking, outDir] of [
    ['true', dirs.demo],
    ['false', dirs.real],
  ] as const) {
    console.log(`Building the 'before' ${mocking === 'true' ? 'demo' : 'real-host'} build...`);
    vite(app, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_API_MOCKING: mocking,
      VITE_API_URL: apiUrl,
      VITE_CHAT_URL: apiUrl,
    });
  }
}

const CLAIRE_EMAIL = 'claire.martin@verdance.fr';
const HORIZON_EMAIL = 'direction@groupe-horizon.fr';

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const workspace = mkdtempSync(join(tmpdir(), 'steer-bench-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const names: string[] = [];
  const results: Load[][] = [];
  const servers: Server[] = [];
  const origins: string[] = [];
  const outDirs = variants(options.app, '').map((variant) => join(workspace, variant.name.replace(/\W+/g, '-')));
  // The static servers read their folder at each request: they start before the builds, so that the mock server
  // knows the real-host build's origin and the build knows the mock server's address.
  for (const outDir of outDirs) {
    const server = await serve(outDir);
    servers.push(server);
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  const beforeDirs = { demo: join(workspace, 'before-demo'), real: join(workspace, 'before-real') };
  const beforeOrigins = { demo: '', real: '' };
  if (options.before) {
    for (const key of ['demo', 'real'] as const) {
      const server = await serve(beforeDirs[key]);
      servers.push(server);
      beforeOrigins[key] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  }
  const mockServer = await startMockServer({ port: 0, origins: [origins[1] ?? '', beforeOrigins.real] });
  const bareOrigin = origins[0] ?? '';
  const realOrigin = origins[1] ?? '';
  const demoOrigin = origins[2] ?? '';
  try {
    for (const [index, variant] of variants(options.app, mockServer.url).entries()) {
      console.log(`Building the ${variant.name}...`);
      variant.build(outDirs[index] ?? '');
      names.push(variant.name);
      results.push([]);
    }
    if (options.only.has('login')) {
      // One warm-up load each (the browser's own start-up costs), then the measured loads taken in turns — bare,
      // real-host, demo, bare... — so that what else the machine does at a given moment weighs on all three alike.
      for (const origin of origins) await measure(browser, origin);
      // The order turns too (bare first, then real-host first...): a load right after another context closed pays
      // for that teardown, which must not always fall on the same build.
      for (let run = 0; run < options.runs; run++) {
        for (let step = 0; step < origins.length; step++) {
          const index = (run + step) % origins.length;
          const origin = origins[index];
          if (origin) results[index]?.push(await measure(browser, origin));
        }
      }
      for (const [index, name] of names.entries()) {
        console.log(`LCP of the ${name}: ${(results[index] ?? []).map((load) => load.lcp.toFixed(0)).join(', ')} ms`);
      }
      printTable(names, results, options.runs);
    }
    if (options.before) buildBefore(options.before, beforeDirs, mockServer.url);
    const before = options.before ? beforeOrigins : null;
    if (options.only.has('pages')) {
      const builds = [
        { name: 'demo', origin: demoOrigin, loads: new Map<ColdPath, ColdLoad[]>() },
        { name: 'real-host', origin: realOrigin, loads: new Map<ColdPath, ColdLoad[]>() },
      ];
      if (before) {
        builds.unshift({ name: 'demo, before', origin: before.demo, loads: new Map<ColdPath, ColdLoad[]>() });
        builds.splice(2, 0, { name: 'real-host, before', origin: before.real, loads: new Map<ColdPath, ColdLoad[]>() });
      }
      const contexts = await Promise.all(builds.map((build) => signedInContext(browser, build.origin)));
      const bare: ColdLoad[] = [];
      try {
        // Warm-ups, then the loads in turns (bare /login, then each build's pages), as above.
        await coldPublicLoad(browser, `${bareOrigin}/login`, options.cpu);
        for (const [index, build] of builds.entries()) {
          const context = contexts[index];
          if (context) await coldSignedInLoad(context, build.origin, '/dashboard', options.cpu);
        }
        for (let run = 0; run < options.runs; run++) {
          bare.push(await coldPublicLoad(browser, `${bareOrigin}/login`, options.cpu));
          for (const [index, build] of builds.entries()) {
            const context = contexts[index];
            if (!context) continue;
            for (const path of COLD_PATHS) {
              const load = await coldSignedInLoad(context, build.origin, path, options.cpu);
              build.loads.set(path, [...(build.loads.get(path) ?? []), load]);
            }
          }
          console.log(`cold pages: run ${run + 1}/${options.runs} done`);
        }
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
      printColdPages(bare, builds, options);
    }
    if (options.only.has('horizon')) {
      const rows = [
        { name: 'Claire (seed)', origin: demoOrigin, email: CLAIRE_EMAIL, runs: [] as FirstSignIn[] },
        { name: 'Groupe Horizon (built)', origin: demoOrigin, email: HORIZON_EMAIL, runs: [] as FirstSignIn[] },
      ];
      if (before) {
        rows.push(
          { name: 'Claire, before', origin: before.demo, email: CLAIRE_EMAIL, runs: [] },
          { name: 'Groupe Horizon, before', origin: before.demo, email: HORIZON_EMAIL, runs: [] },
        );
      }
      for (let run = 0; run < options.runs; run++) {
        for (const row of rows) row.runs.push(await firstSignIn(browser, row.origin, row.email));
        console.log(`first sign-in: run ${run + 1}/${options.runs} done`);
      }
      printFirstSignIns(rows, options.runs);
    }
  } finally {
    for (const server of servers) server.close();
    await mockServer.close();
    await browser.close();
    rmSync(workspace, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
