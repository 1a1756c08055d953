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
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, measure, median, serve, vite, type Load } from './shared';

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
      console.log(`Building the ${variant.name}...`);
      variant.build(outDir);
      const server = await serve(outDir);
      servers.push(server);
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      names.push(variant.name);
      results.push([]);
    }
    // One warm-up load each (the browser's own start-up costs), then the measured loads taken in turns — bare,
    // real-host, demo, bare... — so that what else the machine does at a given moment weighs on all three alike.
    for (const origin of origins) await measure(browser, origin);
    // The order turns too (bare first, then real-host first...): a load right after another context closed pays for
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
