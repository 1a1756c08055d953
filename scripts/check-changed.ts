import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import playwrightConfig from '../playwright.config';
import {
  buildApps,
  CHAOS_APP_URL,
  DEMO_URL,
  E2E_BUILDS,
  REAL_HOST_URL,
  SUB_PATH_URL,
  type E2eBuildName,
} from './e2e-builds';

/**
 * `npm run check:changed [-- --base <ref>]`: the loop while working (issue 48), against the merge-base of HEAD with
 * `origin/main` (or `main` when there is no `origin/main`; `--base` names another ref), uncommitted and untracked
 * files included:
 *
 * - the type check (`npm run typecheck`: a change anywhere can break a type anywhere else), beside ESLint and
 *   Prettier on the changed files only (on every file when their configuration changed);
 * - `vitest run --changed <base>`: the test files that import a changed file, directly or not, through Vite's module
 *   graph (every test file when a setup file or a configuration changed);
 * - `playwright test --only-changed=<base>`: the journeys whose spec imports a changed file, directly or not, in
 *   Node. Journeys reach the app through the browser, so a change in `src/` selects only those whose spec imports
 *   it; the whole suite stays `.ci/run`'s. The affected journeys are listed first (`--list` starts no server), so
 *   that nothing is built or served when none is affected; then only the apps they need are built (the others only
 *   when missing: Playwright starts every web server), and they run without the chaos journey that every project
 *   depends on (it only orders the CI run: `--no-deps`), after the setup projects they do need (`signed-in`).
 *
 * Prints what it ran and each part's duration; exits non-zero when any part failed. `.ci/run` once before stopping.
 */
const ROOT = resolve(import.meta.dirname, '..');

/** Dependencies that only order the CI run (the chaos journey runs alone, first): no journey needs what they leave. */
const ORDERING_ONLY = new Set(['chaos']);
/** Which build each served URL is (projects name theirs through `use.baseURL`); the mock server needs none. */
const BUILD_OF_URL: Record<string, E2eBuildName> = {
  [DEMO_URL]: 'demo',
  [REAL_HOST_URL]: 'real-host',
  [CHAOS_APP_URL]: 'chaos',
  [SUB_PATH_URL]: 'sub-path',
};
/**
 * Files whose change concerns every file ESLint or Prettier checks, not only the changed ones: their configurations,
 * and the lock file that pins their versions and plugins (package.json's scripts concern neither).
 */
const LINT_CONFIG = ['eslint.config.js', 'tsconfig.json', 'package-lock.json'];
const FORMAT_CONFIG = ['.prettierrc.json', '.prettierignore', 'package-lock.json'];
const LINTED = /\.(?:[cm]?[jt]s|[jt]sx)$/;

interface Part {
  name: string;
  command: string;
  seconds: number;
  /** 'passed', 'failed' or why it was skipped. */
  result: string;
}
const parts: Part[] = [];

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function refExists(ref: string): boolean {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

function usage(message: string): never {
  console.error(`check:changed: ${message}\nUsage: npm run check:changed [-- --base <ref>]`);
  process.exit(2);
}

/** `--base <ref>` or `--base=<ref>`; by default origin/main when it exists, else main. */
function parseBase(args: string[]): string {
  let base: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--base') base = args[++i] ?? usage('--base needs a ref');
    else if (arg.startsWith('--base=')) base = arg.slice('--base='.length) || usage('--base needs a ref');
    else usage(`unknown argument ${arg}`);
  }
  return base ?? (refExists('origin/main') ? 'origin/main' : 'main');
}

interface Run {
  status: number;
  seconds: number;
  /** Its standard output and error as they came (buffered runs only). */
  output: string;
  /** Its standard output alone (buffered runs only). */
  stdout: string;
}

/**
 * Runs a command from the project's root. `buffered` keeps its output and prints it once it is done (for the parts
 * that run side by side, so that their outputs do not interleave); otherwise the output goes straight through.
 */
function run(command: string, args: string[], options: { buffered?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const started = Date.now();
  return new Promise<Run>((done) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += `${String(error)}\n`));
    child.on('close', (code) => done({ status: code ?? 1, seconds: (Date.now() - started) / 1000, output, stdout }));
  });
}

function header(name: string, command: string): void {
  console.log(`\n── ${name}: ${command}`);
}

/** Runs one part, prints its output and records it. */
async function part(
  name: string,
  command: string,
  args: string[],
  options: { buffered?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const shown = [command, ...args].join(' ');
  if (!options.buffered) header(name, shown);
  const result = await run(command, args, options);
  if (options.buffered) {
    header(name, shown);
    process.stdout.write(result.output);
  }
  parts.push({ name, command: shown, seconds: result.seconds, result: result.status === 0 ? 'passed' : 'failed' });
  return result;
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

function skip(name: string, why: string): void {
  header(name, `skipped (${why})`);
  parts.push({ name, command: '', seconds: 0, result: `skipped: ${why}` });
}

interface ListedSuite {
  specs?: { file: string; tests: { projectName: string }[] }[];
  suites?: ListedSuite[];
}

/**
 * The affected journeys, by project, from `playwright test --list --only-changed` (which starts no web server). With
 * `--no-deps`: otherwise the list holds every test of the projects the affected ones depend on, affected or not.
 */
function listJourneys(base: string): { args: string[]; listed: Promise<Run> } {
  const args = ['playwright', 'test', '--list', `--only-changed=${base}`, '--no-deps', '--reporter=json'];
  return { args, listed: run('npx', args, { buffered: true }) };
}

async function affectedJourneys(listing: ReturnType<typeof listJourneys>) {
  const name = 'Playwright: affected journeys';
  const { args } = listing;
  const listed = await listing.listed;
  header(name, ['npx', ...args].join(' '));
  parts.push({
    name,
    command: ['npx', ...args].join(' '),
    seconds: listed.seconds,
    result: listed.status === 0 ? 'passed' : 'failed',
  });
  if (listed.status !== 0) {
    process.stdout.write(listed.output);
    return undefined;
  }
  const report = JSON.parse(listed.stdout) as { suites: ListedSuite[] };
  const byProject = new Map<string, Set<string>>();
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        byProject.set(test.projectName, (byProject.get(test.projectName) ?? new Set()).add(spec.file));
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  if (byProject.size === 0) console.log('No journey imports a changed file.');
  for (const [project, files] of byProject) console.log(`${project}: ${[...files].sort().join(', ')}`);
  return byProject;
}

/** The setup projects the given ones need before them (their dependencies, less those that only order the run). */
function setupProjects(names: Iterable<string>): string[] {
  const projects = playwrightConfig.projects ?? [];
  const needed = new Set<string>();
  const visit = (name: string) => {
    for (const dependency of projects.find((project) => project.name === name)?.dependencies ?? []) {
      if (ORDERING_ONLY.has(dependency) || needed.has(dependency)) continue;
      needed.add(dependency);
      visit(dependency);
    }
  };
  for (const name of names) visit(name);
  return [...needed];
}

/** The build a project's journeys run against, from its base URL; none for the mock server's. */
function buildOf(projectName: string): E2eBuildName | undefined {
  const project = playwrightConfig.projects?.find((candidate) => candidate.name === projectName);
  const baseURL = project?.use?.baseURL ?? playwrightConfig.use?.baseURL;
  return baseURL ? BUILD_OF_URL[baseURL] : undefined;
}

async function journeys(base: string, listing: ReturnType<typeof listJourneys>): Promise<void> {
  const affected = await affectedJourneys(listing);
  if (!affected) return;
  if (affected.size === 0) {
    skip('Playwright: journeys', 'none affected');
    return;
  }
  // Setup projects (signed-in) run first, whole, in a run of their own: with --no-deps, Playwright would not order
  // them before the journeys that read their states.
  const setups = setupProjects(affected.keys());
  const projects = [...affected.keys()].filter((project) => !setups.includes(project));
  const needed = new Set([...setups, ...affected.keys()].map(buildOf).filter((build) => build !== undefined));
  // Playwright starts every web server whatever the projects: an app no affected journey uses is built only when it
  // has never been, so that its server has something to serve.
  const missing = (Object.keys(E2E_BUILDS) as E2eBuildName[]).filter(
    (build) => !needed.has(build) && !existsSync(resolve(ROOT, E2E_BUILDS[build].outDir, 'index.html')),
  );
  const builds = [...needed, ...missing];
  header(
    'Playwright: builds',
    `build:e2e ${builds.join(' ')}${missing.length > 0 ? ` (missing: ${missing.join(' ')})` : ''}`,
  );
  const started = Date.now();
  const failed = await buildApps(builds);
  parts.push({
    name: 'Playwright: builds',
    command: `build:e2e ${builds.join(' ')}`,
    seconds: (Date.now() - started) / 1000,
    result: failed.length === 0 ? 'passed' : `failed: ${failed.join(', ')}`,
  });
  if (failed.length > 0) {
    skip('Playwright: journeys', 'a build failed');
    return;
  }

  const env = { STEER_E2E_PREBUILT: '1' };
  const flags = (names: string[]) => names.flatMap((name) => ['--project', name]);
  if (setups.length > 0) {
    const setup = await part('Playwright: setup', 'npx', ['playwright', 'test', '--no-deps', ...flags(setups)], {
      env,
    });
    if (setup.status !== 0) {
      skip('Playwright: journeys', 'the setup failed');
      return;
    }
  }
  if (projects.length === 0) return;
  await part(
    'Playwright: journeys',
    'npx',
    ['playwright', 'test', `--only-changed=${base}`, '--no-deps', ...flags(projects)],
    { env },
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const ref = parseBase(process.argv.slice(2));
  let base: string;
  try {
    base = git('merge-base', 'HEAD', ref).trim();
  } catch {
    usage(`no merge-base between HEAD and ${ref}`);
  }
  // Committed since the merge-base, staged and not: the working tree against it, deleted files left out; then the
  // untracked files that git does not ignore.
  const changed = [
    ...git('diff', '--name-only', '--diff-filter=d', '-z', base).split('\0'),
    ...git('ls-files', '--others', '--exclude-standard', '-z').split('\0'),
  ].filter(Boolean);
  console.log(`check:changed against ${ref} (merge-base ${base.slice(0, 10)}): ${files(changed.length)} changed`);
  for (const file of changed) console.log(`  ${file}`);

  const lintAll = changed.some((file) => LINT_CONFIG.includes(file));
  const linted = changed.filter((file) => LINTED.test(file));
  const formatAll = changed.some((file) => FORMAT_CONFIG.includes(file));

  // Side by side: the type checker runs two checkers, ESLint and Prettier one core each, and each mostly starts up.
  const buffered = { buffered: true };
  const staticParts: Promise<unknown>[] = [part('Type check', 'npm', ['run', '-s', 'typecheck'], buffered)];
  if (lintAll) staticParts.push(part('ESLint (every file)', 'npx', ['eslint', '.', '--max-warnings', '0'], buffered));
  else if (linted.length > 0) {
    const args = ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...linted];
    staticParts.push(part(`ESLint (${files(linted.length)})`, 'npx', args, buffered));
  } else skip('ESLint', 'no changed script');
  if (formatAll) staticParts.push(part('Prettier (every file)', 'npx', ['prettier', '--check', '.'], buffered));
  else if (changed.length > 0) {
    const args = ['prettier', '--check', '--ignore-unknown', ...changed];
    staticParts.push(part(`Prettier (${files(changed.length)})`, 'npx', args, buffered));
  } else skip('Prettier', 'no changed file');
  // The journeys' list (a few seconds, no browser) beside them too; printed after Vitest.
  const listing = listJourneys(base);
  await Promise.all(staticParts);

  await part('Vitest', 'npx', ['vitest', 'run', '--changed', base]);
  await journeys(base, listing);

  console.log('\ncheck:changed');
  const width = Math.max(...parts.map((entry) => entry.name.length));
  for (const entry of parts)
    console.log(`  ${entry.name.padEnd(width)}  ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.result}`);
  const failed = parts.filter((entry) => entry.result.startsWith('failed'));
  console.log(
    `  ${'Total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${failed.length === 0 ? 'passed' : `${failed.length} failed`}`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

await main();
