/**
 * `npm run lighthouse`: Lighthouse (the npm package) on the demo build, driving Debian's Chromium.
 *
 * Builds the demo into a temporary folder and serves it as a static host would (gzip, hashed assets cached for a
 * year, the page always fresh: deploy/nginx.conf). Audits the public pages, then signs in as Claire through the
 * login form and audits the main signed-in pages: Lighthouse clears the HTTP cache and the service workers before
 * each page, not cookies nor local storage, so each page restores the session from the demo's refresh cookie on a
 * cold load. Every page with the desktop preset; /login and /dashboard with the mobile preset too.
 *
 * Prints performance, accessibility, best practices and SEO per page, with total blocking time, LCP and whether the
 * page may enter the back/forward cache; writes each HTML report under lighthouse-reports/ (git-ignored).
 *
 * Options: `--only /login,/dashboard` (pages), `--preset desktop|mobile` (one preset for all pages), `--build real`
 * (the real-host build instead, calling the HTTP mock server started here: the client as it ships, no mock code).
 * Scores move with the machine's load: measure on a quiet machine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, fillLoginAsClaire, serve, vite } from '../bench/shared';
import { startMockServer, type RunningMockServer } from '../mocks/server/app';

const REPORTS = join(ROOT, 'lighthouse-reports');

type Preset = 'desktop' | 'mobile';

interface Target {
  path: string;
  signedIn: boolean;
  presets: Preset[];
}

const TARGETS: Target[] = [
  { path: '/login', signedIn: false, presets: ['desktop', 'mobile'] },
  { path: '/signup', signedIn: false, presets: ['desktop'] },
  { path: '/forget-password', signedIn: false, presets: ['desktop'] },
  { path: '/dashboard', signedIn: true, presets: ['desktop', 'mobile'] },
  { path: '/ma-performance', signedIn: true, presets: ['desktop'] },
  { path: '/solutions', signedIn: true, presets: ['desktop'] },
  { path: '/pilotage', signedIn: true, presets: ['desktop'] },
];

const CATEGORIES = [
  ['performance', 'Perf.'],
  ['accessibility', 'Access.'],
  ['best-practices', 'Bonnes pr.'],
  ['seo', 'SEO'],
] as const;

interface Row {
  path: string;
  preset: Preset;
  scores: (number | null)[];
  tbt: number | null;
  lcp: number | null;
  bfcache: string;
  failing: string[];
}

function rowOf(path: string, preset: Preset, lhr: Result): Row {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const bfcache = lhr.audits['bf-cache'];
  // Audits that lower a category's score (weight > 0, score < 1), to say why a score is not 100.
  const failing = CATEGORIES.slice(1)
    .flatMap(([id]) => (lhr.categories[id] ? [lhr.categories[id]] : []))
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit?.id ?? '');
  return {
    path,
    preset,
    scores: CATEGORIES.map(([id]) => {
      const score = lhr.categories[id]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : null;
    }),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    bfcache: bfcache?.score === 1 ? 'oui' : bfcache?.score === null ? '—' : 'non',
    failing,
  };
}

function printTable(rows: Row[]): void {
  const header = ['Page', 'Preset', ...CATEGORIES.map(([, label]) => label), 'TBT', 'LCP', 'bfcache'];
  const lines = rows.map((row) => [
    row.path,
    row.preset,
    ...row.scores.map((score) => (score === null ? '—' : String(score))),
    row.tbt === null ? '—' : `${row.tbt.toFixed(0)} ms`,
    row.lcp === null ? '—' : `${(row.lcp / 1000).toFixed(2)} s`,
    row.bfcache,
  ]);
  const widths = header.map((_, index) => Math.max(...[header, ...lines].map((line) => (line[index] ?? '').length)));
  const format = (line: string[]) => `| ${line.map((text, index) => text.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  for (const row of rows.filter((entry) => entry.failing.length > 0)) {
    console.log(`${row.path} (${row.preset}): ${row.failing.join(', ')}`);
  }
  console.log(`\nHTML reports: ${REPORTS}/`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, preset: { type: 'string' }, build: { type: 'string', default: 'demo' } },
  });
  const real = values.build === 'real';
  const only = values.only?.split(',').map((path) => path.trim());
  const preset = values.preset === 'desktop' || values.preset === 'mobile' ? values.preset : null;
  const targets = TARGETS.filter((target) => !only || only.includes(target.path)).map((target) => ({
    ...target,
    presets: preset ? [preset] : target.presets,
  }));

  const workspace = mkdtempSync(join(tmpdir(), 'steer-lighthouse-'));
  const site = join(workspace, 'demo');
  const profile = join(workspace, 'profile');
  // The static server reads its folder at each request: it starts before the build, which needs its origin.
  const server = await serve(site, { compress: true });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let mockServer: RunningMockServer | null = null;
  if (real) {
    mockServer = await startMockServer({ port: 0, origins: [origin] });
    console.log('Building the real-host build (calls go to the HTTP mock server)...');
    vite(ROOT, ['build', '--outDir', site, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_API_MOCKING: 'false',
      VITE_API_URL: mockServer.url,
      VITE_CHAT_URL: mockServer.url,
    });
  } else {
    console.log('Building the demo...');
    vite(ROOT, ['build', '--outDir', site, '--emptyOutDir', '--logLevel', 'warn'], { VITE_API_MOCKING: 'true' });
  }
  const port = 9300 + Math.floor(Math.random() * 500);
  // A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies and storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    // Playwright turns the back/forward cache off by default; Lighthouse's bf-cache audit needs it as people have it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    locale: 'fr-FR',
  });
  mkdirSync(REPORTS, { recursive: true });
  const rows: Row[] = [];
  let signedIn = false;
  try {
    for (const target of targets) {
      if (target.signedIn && !signedIn) {
        const page = await context.newPage();
        await page.goto(`${origin}/login`);
        await fillLoginAsClaire(page);
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await page.getByText('Votre score global').waitFor();
        await page.close();
        signedIn = true;
      }
      for (const presetName of target.presets as Preset[]) {
        const config: Config | undefined = presetName === 'desktop' ? desktopConfig : undefined;
        const result = await lighthouse(
          `${origin}${target.path}`,
          { port, output: 'html', logLevel: 'error', locale: 'fr' },
          config,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
        if (result.lhr.runtimeError) {
          throw new Error(`${target.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        }
        const name = `${real ? 'real-' : ''}${target.path.slice(1).replaceAll('/', '_') || 'root'}-${presetName}.html`;
        writeFileSync(join(REPORTS, name), String(result.report));
        const row = rowOf(target.path, presetName, result.lhr);
        rows.push(row);
        console.log(`${target.path} (${presetName}): ${row.scores.join(' / ')}`);
      }
    }
  } finally {
    await context.close();
    await mockServer?.close();
    server.close();
    rmSync(workspace, { recursive: true, force: true });
  }
  console.log(`\n${real ? 'Real-host build, against the HTTP mock server' : 'Demo build (in-browser backend)'}:`);
  printTable(rows);
}

await main();
