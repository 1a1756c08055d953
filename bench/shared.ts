/** What the benches share: Debian's Chromium and its flags, Vite builds, a static server, medians. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { CONTENT_TYPES } from '../scripts/content-types';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

/** Runs the project's Vite with these arguments in `cwd` (its output hidden, its errors shown). */
export function vite(cwd: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), args, {
    cwd,
    env: { ...process.env, ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Text that a static host compresses. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/**
 * A static server with the SPA fallback `vite preview` has. By default no compression and no caching (the benches
 * gzip sizes in the measure). With `compress`, it answers as deploy/nginx.conf does: gzip for text, hashed assets
 * cached for a year, the page and the worker always fresh.
 */
export function serve(directory: string, options: { compress?: boolean } = {}): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(directory, pathname));
    const isFile = (path: string) => path.startsWith(directory) && existsSync(path) && !statSync(path).isDirectory();
    // A route's own HTML (/pilotage → pilotage.html, scripts/vite/route-html.ts) as the deploy files serve it, else
    // the app's shell.
    if (!isFile(file)) file = !extname(file) && isFile(`${file}.html`) ? `${file}.html` : join(directory, 'index.html');
    const hashed = options.compress && pathname.startsWith('/assets/');
    const gzip =
      options.compress && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const body = readFileSync(file);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

/** Prints a Markdown table (the figures' columns padded), as the benches print their results. */
export function printRows(header: string[], lines: string[][]): void {
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => (line[column] ?? '').length)));
  const format = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** The median of the runs that produced the figure (a paint entry can be missing from one load). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Load {
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
export async function measure(browser: Browser, origin: string): Promise<Load> {
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

/** Fills /login's form as Claire, the demo's persona with a scored company (the click is the caller's, to time it). */
export async function fillLoginAsClaire(page: Page): Promise<void> {
  await fillLoginAs(page, 'claire.martin@verdance.fr');
}

/** Fills /login's form with a demo account's e-mail and the demo password. */
export async function fillLoginAs(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Adresse mail' }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill('Steer2026!');
}
