import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { mergeKnownCaptures } from './known-captures';

/**
 * `npm run test:visual [-- --update] [-- --static <dir>] [-- <playwright options, e.g. -g 'Bouton'>]`
 *
 * Builds the Storybook once (or takes the one built at `--static <dir>`: .ci/run reuses its own build), then runs
 * scripts/visual/stories.spec.ts with Playwright over it. `--update` rewrites the baselines that differ and writes
 * the missing ones; on a full run it also removes the baselines of stories that no longer exist.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SCREENSHOTS = `${ROOT}/.storybook/__screenshots__`;
/** The share of signed-in page stories that must show the product's frame (issue 33). */
const FRAMED_MINIMUM = 90;

const args = process.argv.slice(2);
let update = false;
let staticDir: string | undefined;
const passed: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--update' || arg === '-u') update = true;
  else if (arg === '--static') staticDir = args[++i];
  else if (arg.startsWith('--static=')) staticDir = arg.slice('--static='.length);
  else passed.push(arg);
}

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
if (!staticDir) {
  staticDir = `${ROOT}/storybook-static`;
  const started = Date.now();
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', staticDir], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Storybook built in ${Math.round((Date.now() - started) / 1000)} s`);
}
staticDir = resolve(staticDir);
if (!existsSync(`${staticDir}/index.json`)) {
  console.error(`No built Storybook at ${staticDir} (its index.json is missing)`);
  process.exit(1);
}

const usedList = `${ROOT}/test-results/visual-baselines-used.txt`;
const frameReport = `${ROOT}/test-results/visual-frames.jsonl`;
const knownRecord = `${ROOT}/test-results/visual-known-captures.jsonl`;
rmSync(usedList, { force: true });
rmSync(frameReport, { force: true });
rmSync(knownRecord, { force: true });
const runStarted = Date.now();
const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'scripts/visual/playwright.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...passed,
  ],
  {
    cwd: ROOT,
    env: {
      ...env,
      STORYBOOK_STATIC: staticDir,
      VISUAL_BASELINES_USED: usedList,
      VISUAL_FRAME_REPORT: frameReport,
      VISUAL_KNOWN_RECORD: knownRecord,
      VISUAL_UPDATING: update ? '1' : '0',
    },
    stdio: 'inherit',
  },
);

// A full update run: the baselines no story took any more (a story removed or renamed) go too.
if (update && run.status === 0 && passed.length === 0 && existsSync(usedList)) {
  const used = new Set(readFileSync(usedList, 'utf8').split('\n').filter(Boolean));
  const stale = readdirSync(SCREENSHOTS).filter((file) => file.endsWith('.png') && !used.has(file));
  for (const file of stale) rmSync(`${SCREENSHOTS}/${file}`);
  if (stale.length > 0) console.log(`Removed ${stale.length} baselines of stories that no longer exist`);
}
// Playwright writes its PNGs with an alpha channel and one deflate setting; optipng rewrites them losslessly (the same
// pixels, so the same comparison) about a quarter smaller. The committed baselines all went through it.
if (update) {
  const written = readdirSync(SCREENSHOTS).filter(
    (file) => file.endsWith('.png') && statSync(`${SCREENSHOTS}/${file}`).mtimeMs >= runStarted,
  );
  if (written.length > 0) {
    const optimise = spawnSync('optipng', ['-quiet', '-o2', '-strip', 'all', ...written], {
      cwd: SCREENSHOTS,
      stdio: 'inherit',
    });
    if (optimise.error || optimise.status !== 0) {
      console.warn(
        `${written.length} baselines written but not optimised: apt-get install -y optipng, then, in .storybook/__screenshots__,` +
          ` optipng -o2 -strip all ${written.join(' ')}`,
      );
    } else {
      console.log(`${written.length} baselines written and optimised (optipng)`);
    }
  }
}
// The captures that matched their baseline, for the next runs to pass them on their hash (known-captures.ts).
{
  const names = readdirSync(SCREENSHOTS).filter((file) => file.endsWith('.png'));
  const known = mergeKnownCaptures(knownRecord, names);
  console.log(`Captures known to match their baseline: ${known}`);
}
let status = run.status ?? 1;
// Signed-in screens are shown as their persona meets them: at least 90 % of their stories show the side menu and the
// copilote button (the others are people without a company, who have neither in the product).
if (passed.length === 0 && existsSync(frameReport)) {
  const frames = readFileSync(frameReport, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; menu: boolean; copilote: boolean });
  const framed = frames.filter((frame) => frame.menu && frame.copilote);
  const share = frames.length === 0 ? 0 : (100 * framed.length) / frames.length;
  console.log(
    `Signed-in page stories in their frame (side menu and copilote button): ${framed.length} of ${frames.length} (${share.toFixed(1)} %)`,
  );
  if (share < FRAMED_MINIMUM) {
    console.error(
      `Below ${FRAMED_MINIMUM} %. Not framed: ${frames
        .filter((frame) => !framed.includes(frame))
        .map((frame) => frame.id)
        .join(', ')}`,
    );
    status = status || 1;
  }
}
const baselines = readdirSync(SCREENSHOTS).filter((file) => file.endsWith('.png'));
const bytes = baselines.reduce((total, file) => total + statSync(`${SCREENSHOTS}/${file}`).size, 0);
console.log(`Baselines: ${baselines.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
if (status !== 0) {
  console.log('The differences: npx playwright show-report storybook-visual-report');
}
process.exit(status);
