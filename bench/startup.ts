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
 * Options: `--runs N` (default 5); `--app DIR` measures another checkout of this app (e.g. an older commit extracted
 * with `git archive`), still against this checkout's bare stack; `CHROMIUM_PATH` as for Playwright.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The launch arguments of playwright.config.ts (Debian's Chromium on a closed network). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Options {
  runs: number;
  app: string;
}

function readOptions(argv: string[]): Options {
  const options: Options = { runs: 5, app: ROOT };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === '--runs' && value) options.runs = Math.max(1, Number.parseInt(value, 10) || 5);
    else if (flag === '--app' && value) options.app = resolve(value);
    else continue;
    index++;
  }
  return options;
}

interface Variant {
  name: string;
  build: (outDir: string) => void;
}

function vite(cwd: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), args, {
    cwd,
    env: { ...process.env, ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function variants(app: string): Variant[] {
  return [
    {
      name: 'bare stack',
      build: (outDir) => vite(ROOT, ['build', '--config', 'bench/bare/vite.config.ts', '--outDir', outDir]),
    },
    {
      name: 'real-host build',
      build: (outDir) =>
        vite(app, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_MOCKING: 'false' }),
    },
    {
      name: 'demo build',
      build: (outDir) =>
        vite(app, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_MOCKING: 'true' }),
    },
  ];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A static server with the SPA fallback `vite preview` has; no compression (sizes are gzipped in the measure). */
function serve(directory: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(directory, pathname));
    if (!file.startsWith(directory) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(directory, 'index.html');
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      // The demo's service worker is registered at the root scope.
      'Service-Worker-Allowed': '/',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

interface Load {
  jsBeforeLcp: number;
  jsSettled: number;
  jsRequests: number;
  fcp: number;
  lcp: number;
}

interface PaintTimes {
  fcp: number;
  lcp: number;
  scripts: { url: string; startTime: number }[];
}

/** One cold load of /login: a new context (empty cache, no service worker), then wait for the network to settle. */
async function measure(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const gzipped = new Map<string, number>();
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    bodies.push(
      response
        .body()
        .then((body) => void gzipped.set(response.url(), gzipSync(body).length))
        .catch(() => undefined),
    );
  });
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  const times = await page.evaluate(
    () =>
      new Promise<PaintTimes>((resolvePaint) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
            .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
          resolvePaint({ fcp, lcp: entries.at(-1)?.startTime ?? Number.NaN, scripts });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  const sizeOf = (url: string) => gzipped.get(url) ?? 0;
  return {
    jsBeforeLcp: times.scripts
      .filter((script) => script.startTime < times.lcp)
      .reduce((sum, script) => sum + sizeOf(script.url), 0),
    jsSettled: times.scripts.reduce((sum, script) => sum + sizeOf(script.url), 0),
    jsRequests: times.scripts.length,
    fcp: times.fcp,
    lcp: times.lcp,
  };
}

/** The median of the runs that produced the figure (a paint entry can be missing from one load). */
function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const workspace = mkdtempSync(join(tmpdir(), 'steer-bench-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const names: string[] = [];
  const results: Load[][] = [];
  const servers: Server[] = [];
  try {
    const origins: string[] = [];
    for (const variant of variants(options.app)) {
      const outDir = join(workspace, variant.name.replace(/\W+/g, '-'));
      console.log(`Building the ${variant.name}…`);
      variant.build(outDir);
      const server = await serve(outDir);
      servers.push(server);
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      names.push(variant.name);
      results.push([]);
    }
    // One warm-up load each (the browser's own start-up costs), then the measured loads taken in turns — bare,
    // real-host, demo, bare… — so that what else the machine does at a given moment weighs on all three alike.
    for (const origin of origins) await measure(browser, origin);
    // The order turns too (bare first, then real-host first…): a load right after another context closed pays for
    // that teardown, which must not always fall on the same build.
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
  } finally {
    for (const server of servers) server.close();
    await browser.close();
    rmSync(workspace, { recursive: true, force: true });
  }
  printTable(names, results, options.runs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
